import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';

// The rule's switch and texts come after the Team page's first paint: the page's weight stays the team's own.
const ApprovalRuleSection = lazy(() => import('@/approvals/approval-rule-section').then((module) => ({ default: module.ApprovalRuleSection })));

/**
 * Where Settings → Team shows the workspace's approval rule (issue 17, "Approvals"): every member but a client sees
 * whether managers' work waits for approval; only an admin or the owner may change it (the switch says why not).
 */
export function ApprovalRuleSlot() {
  const { role } = useWorkspaceRole();
  if (role === undefined || role === 'client') return null;
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full rounded-xl" />}>
      <ApprovalRuleSection />
    </Suspense>
  );
}
