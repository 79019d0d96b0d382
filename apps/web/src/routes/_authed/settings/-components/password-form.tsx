import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserMessage } from '@adfleet/core/messages';
import { KeyRoundIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/auth/form-field';
import { PasswordInput } from '@/components/auth/password-input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf, fieldErrorsOf } from '@/lib/trpc-error';
import { useTRPC } from '@/lib/trpc';
import { type PasswordField, type PasswordValues, PASSWORD_FIELDS, validatePasswordChange } from './password-validation';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const { t } = useTranslation('settings');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<PasswordField, UserMessage>>>({});
  const change = useMutation(trpc.settings.changePassword.mutationOptions());
  const issues = attempted ? validatePasswordChange(values) : {};

  const errorOf = (field: PasswordField): string | undefined => {
    const issue = issues[field];
    if (issue) return t(`password.validation.${issue}`);
    const answered = serverErrors[field];
    return answered && render(answered);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setServerErrors({});
    if (Object.keys(validatePasswordChange(values)).length > 0) return;
    change.mutate(values, {
      onSuccess: ({ endedSessions }) => {
        setValues(EMPTY);
        setAttempted(false);
        void queryClient.invalidateQueries({ queryKey: trpc.settings.sessions.queryKey() });
        toast({ title: t('password.changed', { count: endedSessions }), variant: 'success' });
      },
      onError: (error) => {
        const byField = fieldErrorsOf(error);
        const found = Object.fromEntries(PASSWORD_FIELDS.filter((field) => byField[field]).map((field) => [field, byField[field]]));
        setServerErrors(found);
        if (Object.keys(found).length === 0) toast({ title: t('password.failed'), description: render(clientErrorMessageOf(error)) ?? undefined, variant: 'destructive' });
      },
    });
  };

  const field = (name: PasswordField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setServerErrors(({ [name]: _dropped, ...rest }) => rest);
    },
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={change.isPending} data-testid="password-form">
      <FormField label={t('password.current')} error={errorOf('currentPassword')}>
        <PasswordInput autoComplete="current-password" {...field('currentPassword')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('password.new')} hint={t('password.newHint')} error={errorOf('newPassword')}>
          <PasswordInput autoComplete="new-password" {...field('newPassword')} />
        </FormField>
        <FormField label={t('password.confirm')} error={errorOf('confirmPassword')}>
          <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : <KeyRoundIcon aria-hidden="true" />}
          {change.isPending ? t('saving') : t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
