import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trash2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { FormField } from '@/components/auth/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf, fieldErrorsOf } from '@/lib/trpc-error';
import { useTRPC } from '@/lib/trpc';

/**
 * "Delete my account now": enabled once the username is typed again. The server ends every session, so this device
 * forgets its own at once and shows the request's status page.
 */
export function DeleteAccountForm() {
  const { t } = useTranslation('dataRights');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const { user, resetSession } = useAuth();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useMutation(trpc.dataRights.deleteAccount.mutationOptions());
  const username = user?.username ?? '';
  const matches = username !== '' && typed.trim().toLowerCase() === username.toLowerCase();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(
      { confirmUsername: typed.trim() },
      {
        // A fresh document: the signed-in app's state and cache go with the session, and no guard sends this device to sign-in.
        onSuccess: ({ code }) => {
          resetSession();
          void navigate({ to: '/data-deletion/status', search: { code }, replace: true, reloadDocument: true });
        },
        onError: (failure) => {
          const byField = fieldErrorsOf(failure)['confirmUsername'];
          if (byField) return setError(render(byField) ?? undefined);
          toast({ title: t('settings.delete.failed'), description: render(clientErrorMessageOf(failure)) ?? undefined, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="delete-account-form">
      <FormField label={t('settings.delete.confirmLabel', { username })} error={error}>
        <Input name="confirmUsername" autoComplete="off" autoCapitalize="none" spellCheck={false} value={typed} onChange={(event) => { setTyped(event.target.value); setError(undefined); }} />
      </FormField>
      <Button type="submit" variant="destructive" className="self-start" disabled={!matches || remove.isPending}>
        <Trash2Icon aria-hidden="true" />
        {remove.isPending ? t('settings.delete.deleting') : t('settings.delete.button')}
      </Button>
    </form>
  );
}
