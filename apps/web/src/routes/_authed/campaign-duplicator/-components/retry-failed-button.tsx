import { RotateCcwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';
import type { ResultRow } from './clone-results';

/**
 * "Retry all failed": one click for every failed account of the batch (the server sends them in one go), shown only
 * while some account failed and its row can be retried.
 */
export function RetryFailedButton({ rows, pending, onRetryFailed }: { rows: readonly ResultRow[]; pending: boolean; onRetryFailed: () => void }) {
  const { t } = useTranslation('duplicateDialog');
  const refused = useWorkspaceRole().refusal('operate');
  const failed = rows.filter((row) => row.state === 'failed' && row.targetId).length;
  if (failed === 0) return null;
  return (
    <RoleRefusal reason={refused}>
      <Button type="button" variant="outline" disabled={pending || refused !== undefined} onClick={onRetryFailed} data-testid="clone-retry-failed">
        <RotateCcwIcon aria-hidden="true" />
        {pending ? t('results.retrying') : t('results.retryAll', { count: failed })}
      </Button>
    </RoleRefusal>
  );
}
