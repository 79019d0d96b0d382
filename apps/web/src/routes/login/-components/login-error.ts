import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import type { AuthResultProblem } from '@/auth/auth-result';
import type { RenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf, errorMessageKey, httpStatusOf, isUnparseableAnswer } from '@/lib/trpc-error';

type T = TFunction<['auth', 'errors']>;

export interface LoginValues {
  username: string;
  password: string;
}

/** Why a sign-in did not happen; kept rather than its text, so the alert follows a language switch. */
export type LoginFailure = { kind: 'required' } | { kind: 'call'; error: unknown } | { kind: 'result'; problem: AuthResultProblem };

/** Both fields are required; the username may be an e-mail address. */
export function loginValuesComplete({ username, password }: LoginValues): boolean {
  return username.trim() !== '' && password !== '';
}

/** The text of the 'Authentication Failed' alert. */
export function loginFailureMessage(failure: LoginFailure, t: T, render: RenderMessage): string {
  switch (failure.kind) {
    case 'required':
      return t('login.errors.required');
    case 'call':
      return loginErrorMessage(failure.error, t, render);
    case 'result':
      return failure.problem === 'missingToken' ? t('login.errors.missingToken') : t('login.errors.unparseable');
  }
}

/** The 'Authentication Failed' text for a sign-in call that failed. */
export function loginErrorMessage(error: unknown, t: T, render: RenderMessage): string {
  if (isUnparseableAnswer(error)) return t('login.errors.unparseable');
  const status = httpStatusOf(error);
  if (status === 401) return t('login.errors.invalidCredentials');
  if (status === 429) return t('login.errors.rateLimited');
  // The detail of a server fault is the generic text for its kind, never the server's own words.
  if (status !== null && status >= 500) return t('login.errors.server', { detail: t(`errors:${errorMessageKey(error)}`) });
  if (status === null && error instanceof TRPCClientError) return t('errors:network');
  return render(clientErrorMessageOf(error)) ?? t('login.errors.generic');
}
