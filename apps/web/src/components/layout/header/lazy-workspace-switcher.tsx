import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTRPC } from '@/lib/trpc';
import { useTabWorkspace } from '@/workspaces/tab-workspace';
import { WorkspaceButton } from './workspace-button';

// The menu shares Radix's menu code with the language menu: both load beside the first paint, not before it.
const WorkspaceSwitcher = lazy(() => import('@/workspaces/workspace-switcher').then((module) => ({ default: module.WorkspaceSwitcher })));

/**
 * The header's workspace menu, its code loaded once the page has rendered. Until then the same button shows the
 * tab's workspace, and a press on it is kept: the menu opens as soon as its code arrives.
 */
export function LazyWorkspaceSwitcher() {
  const trpc = useTRPC();
  const list = useQuery(trpc.workspaces.list.queryOptions());
  const workspaceId = useTabWorkspace();
  const [pressedEarly, setPressedEarly] = useState(false);
  const workspaces = list.data?.workspaces ?? [];
  const current = workspaces.find((workspace) => workspace.id === workspaceId) ?? workspaces.find((workspace) => workspace.id === list.data?.currentId);
  return (
    <Suspense fallback={<WorkspaceButton name={current?.name ?? ''} aria-haspopup="menu" aria-expanded={pressedEarly} onClick={() => setPressedEarly(true)} />}>
      <WorkspaceSwitcher workspaces={workspaces} currentId={current?.id ?? null} defaultOpen={pressedEarly} />
    </Suspense>
  );
}
