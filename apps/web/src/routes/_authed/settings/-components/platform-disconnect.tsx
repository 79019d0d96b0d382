import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { UnplugIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf } from '@/lib/trpc-error';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';

/** What a platform's disconnect says: the confirmation, then the outcome. */
export type DisconnectTexts = { title: string; description: string; done: string; failed: string };

/**
 * A platform's Disconnect button and the confirmation before it: deleting a connection deletes its accounts and
 * figures here, so it is never one click.
 */
export function PlatformDisconnect<TData, TError>({
  mutationOptions,
  texts,
  testId,
}: {
  mutationOptions: UseMutationOptions<TData, TError, void>;
  texts: DisconnectTexts;
  testId: string;
}) {
  const { t } = useTranslation('settings');
  const render = useRenderMessage();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const disconnect = useMutation(mutationOptions);
  const refused = useWorkspaceRole().refusal('administer');

  const confirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        // Accounts, campaigns and figures of the connection are gone: every screen reads again.
        void queryClient.invalidateQueries();
        toast({ title: texts.done, variant: 'success' });
      },
      onError: (error) => toast({ title: texts.failed, description: render(clientErrorMessageOf(error)) ?? undefined, variant: 'destructive' }),
    });

  return (
    <>
      <RoleRefusal reason={refused}>
        <Button variant="outline" className="text-destructive" disabled={refused !== undefined} onClick={() => setConfirming(true)}>
          <UnplugIcon aria-hidden="true" />
          {t('platforms.disconnect')}
        </Button>
      </RoleRefusal>
      <Dialog open={confirming} onOpenChange={(open) => !disconnect.isPending && setConfirming(open)}>
        <DialogContent closeLabel={t('platforms.cancel')} className="sm:max-w-md" data-testid={testId}>
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.description}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)} disabled={disconnect.isPending}>
              {t('platforms.cancel')}
            </Button>
            <Button type="button" variant="destructive" onClick={confirm} disabled={disconnect.isPending}>
              {disconnect.isPending && <Spinner />}
              {t('platforms.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
