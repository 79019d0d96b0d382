import { useMutation } from '@tanstack/react-query';
import { KeyRoundIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthErrorAlert } from '@/components/auth/auth-error-alert';
import { FormField } from '@/components/auth/form-field';
import { PasswordInput } from '@/components/auth/password-input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRenderMessage } from '@/i18n/use-render-message';
import { callErrorText } from '@/lib/call-error-text';
import { fieldErrorsOf } from '@/lib/trpc-error';
import { useTRPC } from '@/lib/trpc';

type LocalProblem = 'tooShort' | 'mismatch';

/** The new password, twice; the server scores how easy it is to guess for this account and uses the link up. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('accountLinks');
  const { t: tErrors } = useTranslation('errors');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const complete = useMutation(trpc.passwordReset.complete.mutationOptions());
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [problem, setProblem] = useState<LocalProblem | null>(null);
  const serverFields = complete.isError ? fieldErrorsOf(complete.error) : {};
  const newPasswordError = problem === 'tooShort' ? t('reset.tooShort') : (render(serverFields['newPassword'] ?? null) ?? undefined);
  const confirmError = problem === 'mismatch' ? t('reset.mismatch') : (render(serverFields['confirmPassword'] ?? null) ?? undefined);
  const generalError = complete.isError && Object.keys(serverFields).length === 0 ? callErrorText(complete.error, tErrors, render) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    complete.reset();
    if (values.newPassword.length < 8) return setProblem('tooShort');
    if (values.newPassword !== values.confirmPassword) return setProblem('mismatch');
    setProblem(null);
    const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
    complete.mutate({ token, ...values, language }, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={complete.isPending}>
      {generalError && <AuthErrorAlert title={t('reset.errorTitle')} message={generalError} onDismiss={() => complete.reset()} />}
      <FormField label={t('reset.newPassword')} hint={t('reset.rules')} error={newPasswordError}>
        <PasswordInput name="new-password" autoComplete="new-password" value={values.newPassword} onChange={(event) => setValues((current) => ({ ...current, newPassword: event.target.value }))} />
      </FormField>
      <FormField label={t('reset.confirmPassword')} error={confirmError}>
        <PasswordInput name="confirm-password" autoComplete="new-password" value={values.confirmPassword} onChange={(event) => setValues((current) => ({ ...current, confirmPassword: event.target.value }))} />
      </FormField>
      <Button type="submit" className="w-full" disabled={complete.isPending}>
        {complete.isPending ? <Spinner /> : <KeyRoundIcon aria-hidden="true" />}
        {complete.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
