import { useMutation } from '@tanstack/react-query';
import { LogInIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authResultProblem } from '@/auth/auth-result';
import type { AuthUser } from '@/auth/auth-session';
import { AuthErrorAlert } from '@/components/auth/auth-error-alert';
import { FormField } from '@/components/auth/form-field';
import { PasswordInput } from '@/components/auth/password-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useTRPC } from '@/lib/trpc';
import { type LoginFailure, loginFailureMessage, loginValuesComplete } from './login-error';
import { useRenderMessage } from '@/i18n/use-render-message';

/** After this long without an answer, the form says why: the server may be slowing sign-ins to this account. */
export const SLOW_SIGN_IN_HINT_MS = 2_000;

/** `passwordHelp` sits beside the password label: the page's link to the forgot-password form. */
export function LoginForm({ onSignedIn, passwordHelp }: { onSignedIn: (token: string, user: AuthUser) => void; passwordHelp?: ReactNode }) {
  const { t } = useTranslation(['auth', 'errors']);
  const render = useRenderMessage();
  const trpc = useTRPC();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const [values, setValues] = useState({ username: '', password: '' });
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const busy = login.isPending || signedIn;
  // Strangers' failed guesses slow sign-ins from new browsers (ADR 0013): a long wait is expected, not a hang.
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!login.isPending) return;
    const timer = setTimeout(() => setSlow(true), SLOW_SIGN_IN_HINT_MS);
    return () => clearTimeout(timer);
  }, [login.isPending]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSlow(false);
    if (!loginValuesComplete(values)) {
      setFailure({ kind: 'required' });
      return;
    }
    let result: unknown;
    try {
      result = await login.mutateAsync({ username: values.username.trim(), password: values.password });
    } catch (caught) {
      setFailure({ kind: 'call', error: caught });
      return;
    }
    const problem = authResultProblem(result);
    if (problem) {
      setFailure({ kind: 'result', problem });
      return;
    }
    const { token, user } = result as { token: string; user: AuthUser };
    setSignedIn(true);
    onSignedIn(token, user);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-busy={busy}>
      {failure && <AuthErrorAlert title={t('login.errorTitle')} message={loginFailureMessage(failure, t, render)} onDismiss={() => setFailure(null)} />}
      <FormField label={t('login.username')}>
        <Input
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(event) => setValues((current) => ({ ...current, username: event.target.value }))}
        />
      </FormField>
      <FormField label={t('login.password')} labelAside={passwordHelp}>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : <LogInIcon aria-hidden="true" />}
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
      {slow && login.isPending && (
        <p role="status" className="text-center text-sm text-muted-foreground">
          {t('login.slowed')}
        </p>
      )}
    </form>
  );
}
