import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useTRPC } from '@/lib/trpc';
import { clearTabWorkspace, useTabWorkspace } from '@/workspaces/tab-workspace';
import { useEnterWorkspace } from '@/workspaces/use-enter-workspace';
import { useCallErrorText } from './use-call-error-text';

/**
 * The confirmation before leaving the tab's workspace; once left, the tab moves to the workspace the server says the
 * person now works in (or to the dashboard, with none).
 */
export function LeaveWorkspaceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const enter = useEnterWorkspace();
  const errorText = useCallErrorText();
  const workspaceId = useTabWorkspace();
  const list = useQuery(trpc.workspaces.list.queryOptions());
  const workspace = list.data?.workspaces.find((candidate) => candidate.id === workspaceId)?.name ?? '';
  const leave = useMutation(trpc.team.leave.mutationOptions());

  const confirm = () =>
    leave.mutate(
      {},
      {
        onSuccess: ({ workspaceId: next }) => {
          onClose();
          if (next) return enter(next);
          queryClient.clear();
          clearTabWorkspace();
          void navigate({ to: '/dashboard' });
        },
      },
    );

  return (
    <Dialog open onOpenChange={(next) => !leave.isPending && !next && onClose()}>
      <DialogContent closeLabel={t('leave.close')}>
        <DialogHeader>
          <DialogTitle>{t('leave.title', { workspace })}</DialogTitle>
          <DialogDescription>{t('leave.description')}</DialogDescription>
        </DialogHeader>
        {leave.isError && (
          <Alert variant="destructive">
            <AlertDescription>{errorText(leave.error)}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" disabled={leave.isPending} onClick={onClose}>
            {t('leave.cancel')}
          </Button>
          <Button type="button" variant="destructive" disabled={leave.isPending} onClick={confirm} data-testid="leave-confirm">
            {leave.isPending && <Spinner />}
            {t('leave.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
