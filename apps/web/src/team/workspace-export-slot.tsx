import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// The download's code comes after the Team page's first paint: the page's weight stays the team's own.
const WorkspaceExportButton = lazy(() => import('@/team/workspace-export-button').then((module) => ({ default: module.WorkspaceExportButton })));

/** Where Settings → Team offers the workspace's export (the page shows it to the owner and admins only). */
export function WorkspaceExportSlot({ workspaceId }: { workspaceId: string }) {
  return (
    <Suspense fallback={<Skeleton className="h-9 w-64 rounded-md" />}>
      <WorkspaceExportButton workspaceId={workspaceId} />
    </Suspense>
  );
}
