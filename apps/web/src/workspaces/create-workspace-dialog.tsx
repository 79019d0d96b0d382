import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/auth/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useRenderMessage } from '@/i18n/use-render-message';
import { callErrorText } from '@/lib/call-error-text';
import { useTRPC } from '@/lib/trpc';
import { fieldErrorsOf } from '@/lib/trpc-error';
import { useEnterWorkspace } from './use-enter-workspace';

/** Names a new workspace; once created it becomes the person's current one and this tab moves there. */
export function CreateWorkspaceDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('workspaces');
  const { t: tErrors } = useTranslation('errors');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const enter = useEnterWorkspace();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useMutation(trpc.workspaces.create.mutationOptions());
  const switching = useMutation(trpc.workspaces.switch.mutationOptions());
  const busy = create.isPending || switching.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(undefined);
    create
      .mutateAsync({ name })
      .then(async (workspace) => {
        await switching.mutateAsync({ workspaceId: workspace.id });
        onOpenChange(false);
        enter(workspace.id);
      })
      .catch((failure: unknown) => {
        const said = fieldErrorsOf(failure)['name'];
        // The field is named as this dialog labels it (the server's catalogue names a `name` after campaigns).
        setError(said ? render({ ...said, params: { ...said.params, field: t('dialog.name') } }) : callErrorText(failure, tErrors, render));
      });
  };

  return (
    <Dialog open onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent closeLabel={t('dialog.close')} data-testid="workspace-create-dialog">
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('dialog.title')}</DialogTitle>
            <DialogDescription>{t('dialog.description')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('dialog.name')} error={error}>
            <Input value={name} maxLength={80} placeholder={t('dialog.placeholder')} autoComplete="off" onChange={(event) => setName(event.target.value)} autoFocus data-testid="workspace-name-input" />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" disabled={busy} data-testid="workspace-create-submit">
              {busy && <Spinner />}
              {t('dialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
