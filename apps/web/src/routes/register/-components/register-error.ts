import type { UserMessage } from '@adfleet/core/messages';
import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import type { AuthResultProblem } from '@/auth/auth-result';
import type { RenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf, errorMessageKey, fieldErrorsOf, httpStatusOf, isUnparseableAnswer } from '@/lib/trpc-error';
import { type RegisterField, REGISTER_FIELDS } from './register-validation';

type T = TFunction<['auth', 'errors']>;

/** Why a sign-up did not happen; kept rather than its text, so the alert follows a language switch. */
export type RegisterFailure = { kind: 'call'; error: unknown } | { kind: 'result'; problem: AuthResultProblem };

/** The text of the 'Registration Failed' alert. */
export function registerFailureMessage(failure: RegisterFailure, t: T, render: RenderMessage): string {
  if (failure.kind === 'call') return registerErrorMessage(failure.error, t, render);
  return failure.problem === 'missingToken' ? t('register.errors.missingToken') : t('register.errors.unparseable');
}

/** The 'Registration Failed' text for a sign-up call that failed. */
export function registerErrorMessage(error: unknown, t: T, render: RenderMessage): string {
  if (isUnparseableAnswer(error)) return t('register.errors.unparseable');
  const status = httpStatusOf(error);
  if (status === 409) return t('register.errors.conflict');
  if (status === 400) return render(clientErrorMessageOf(error)) ?? t('register.errors.invalid');
  if (status === 429) return t('register.errors.rateLimited');
  // The detail of a server fault is the generic text for its kind, never the server's own words.
  if (status !== null && status >= 500) return t('register.errors.server', { detail: t(`errors:${errorMessageKey(error)}`) });
  if (status === null && error instanceof TRPCClientError) return t('errors:network');
  return render(clientErrorMessageOf(error)) ?? t('register.errors.generic');
}

/**
 * The server's per-field messages for the fields this form has (a 400 names the field it refused), as codes: the
 * form words them in the UI language, so one the form cannot check itself (a common password) reads right too.
 */
export function registerFieldErrors(error: unknown): Partial<Record<RegisterField, UserMessage>> {
  const byField = fieldErrorsOf(error);
  const result: Partial<Record<RegisterField, UserMessage>> = {};
  for (const field of REGISTER_FIELDS) {
    const message = byField[field];
    if (message) result[field] = message;
  }
  return result;
}
