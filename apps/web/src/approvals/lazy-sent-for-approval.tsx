import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

// Only a manager whose workspace asks for approval ever sees it: its code and texts come when it is shown.
const SentForApproval = lazy(() => import('./sent-for-approval').then((module) => ({ default: module.SentForApproval })));

/** `SentForApproval`, loaded when first shown. */
export function LazySentForApproval(props: { work: 'clone' | 'budget_change'; proposalId: string; onClose: () => void }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-6">
          <Spinner className="size-5 text-muted-foreground" />
        </div>
      }
    >
      <SentForApproval {...props} />
    </Suspense>
  );
}
