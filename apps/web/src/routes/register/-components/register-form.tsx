import { useMutation } from '@tanstack/react-query';
import { UserPlusIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { UserMessage } from '@adfleet/core/messages';
import { useRenderMessage } from '@/i18n/use-render-message';
import { authResultProblem } from '@/auth/auth-result';
import type { AuthUser } from '@/auth/auth-session';
import { AppLink } from '@/components/app-link';
import { AuthErrorAlert } from '@/components/auth/auth-error-alert';
import { FormField } from '@/components/auth/form-field';
import { PasswordInput } from '@/components/auth/password-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useTRPC } from '@/lib/trpc';
import { type RegisterFailure, registerFailureMessage, registerFieldErrors } from './register-error';
import {
  emptyRegisterValues,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterValues,
  registrationInput,
  validateRegistration,
} from './register-validation';

const legalLinkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export function RegisterForm({ onRegistered }: { onRegistered: (token: string, user: AuthUser) => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const render = useRenderMessage();
  const trpc = useTRPC();
  const register = useMutation(trpc.auth.register.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  const termsId = useId();
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  // Mistakes are named after the first attempt to send, then kept up to date while typing.
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<RegisterField, UserMessage>>>({});
  const [failure, setFailure] = useState<RegisterFailure | null>(null);
  const [registered, setRegistered] = useState(false);
  const busy = register.isPending || registered;

  const issues = attempted ? validateRegistration(values) : {};
  const errorOf = (field: RegisterField): string | undefined => {
    const issue = issues[field];
    if (issue) return t(`register.validation.${issue}`);
    const answered = serverErrors[field];
    return answered && render(answered);
  };

  const update = <F extends RegisterField>(field: F, value: RegisterValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _answered, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setAttempted(true);
    const found = validateRegistration(values);
    const firstInvalid = REGISTER_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${firstInvalid}"]`)?.focus();
      return;
    }
    let result: unknown;
    try {
      result = await register.mutateAsync(registrationInput(values));
    } catch (caught) {
      setFailure({ kind: 'call', error: caught });
      setServerErrors(registerFieldErrors(caught));
      return;
    }
    const problem = authResultProblem(result);
    if (problem) {
      setFailure({ kind: 'result', problem });
      return;
    }
    const { token, user } = result as { token: string; user: AuthUser };
    setRegistered(true);
    onRegistered(token, user);
  };

  const textField = (field: Exclude<RegisterField, 'acceptTerms'>) => ({
    name: field,
    'data-field': field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  const termsError = errorOf('acceptTerms');

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-busy={busy}>
      {failure && <AuthErrorAlert title={t('register.errorTitle')} message={registerFailureMessage(failure, t, render)} onDismiss={() => setFailure(null)} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('register.firstName')} labelNote={t('optional')} error={errorOf('firstName')}>
          <Input autoComplete="given-name" {...textField('firstName')} />
        </FormField>
        <FormField label={t('register.lastName')} labelNote={t('optional')} error={errorOf('lastName')}>
          <Input autoComplete="family-name" {...textField('lastName')} />
        </FormField>
      </div>
      <FormField label={t('register.username')} hint={t('register.usernameHint')} error={errorOf('username')}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...textField('username')} />
      </FormField>
      <FormField label={t('register.email')} error={errorOf('email')}>
        <Input type="email" autoComplete="email" spellCheck={false} {...textField('email')} />
      </FormField>
      <FormField label={t('register.password')} hint={t('register.passwordHint')} error={errorOf('password')}>
        <PasswordInput autoComplete="new-password" {...textField('password')} />
      </FormField>
      <FormField label={t('register.confirmPassword')} error={errorOf('confirmPassword')}>
        <PasswordInput autoComplete="new-password" {...textField('confirmPassword')} />
      </FormField>
      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id={termsId}
            data-field="acceptTerms"
            className="mt-0.5"
            checked={values.acceptTerms}
            onCheckedChange={(checked) => update('acceptTerms', checked === true)}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
          />
          <Label htmlFor={termsId} className="block leading-snug font-normal">
            <Trans
              t={t}
              i18nKey="register.acceptTerms"
              components={{
                // A new tab, so reading the terms does not lose what was typed here.
                terms: <AppLink href="/terms-of-service" target="_blank" rel="noopener" className={legalLinkClass} />,
                privacy: <AppLink href="/privacy-policy" target="_blank" rel="noopener" className={legalLinkClass} />,
              }}
            />
          </Label>
        </div>
        {termsError && (
          <p id={`${termsId}-error`} className="text-sm text-destructive">
            {termsError}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : <UserPlusIcon aria-hidden="true" />}
        {busy ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
