import { fieldIssues } from '@adfleet/core/errors';
import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import type { AuthResultProblem } from '@/auth/auth-result';
import { clientErrorMessageOf, errorMessageKey, fieldErrorsOf, httpStatusOf, isUnparseableAnswer } from '@/lib/trpc-error';
import { type RegisterField, REGISTER_FIELDS, type RegisterIssue } from './register-validation';

type T = TFunction<['auth', 'errors']>;

/** Why a sign-up did not happen; kept rather than its text, so the alert follows a language switch. */
export type RegisterFailure = { kind: 'call'; error: unknown } | { kind: 'result'; problem: AuthResultProblem };

/** The text of the 'Registration Failed' alert. */
export function registerFailureMessage(failure: RegisterFailure, t: T): string {
  if (failure.kind === 'call') return registerErrorMessage(failure.error, t);
  return failure.problem === 'missingToken' ? t('register.errors.missingToken') : t('register.errors.unparseable');
}

/** The 'Registration Failed' text for a sign-up call that failed. */
export function registerErrorMessage(error: unknown, t: T): string {
  if (isUnparseableAnswer(error)) return t('register.errors.unparseable');
  const status = httpStatusOf(error);
  if (status === 409) return t('register.errors.conflict');
  if (status === 400) {
    const message = clientErrorMessageOf(error);
    return message ? serverFieldMessage(message, t) : t('register.errors.invalid');
  }
  if (status === 429) return t('register.errors.rateLimited');
  // The detail of a server fault is the generic text for its kind, never the server's own words.
  if (status !== null && status >= 500) return t('register.errors.server', { detail: t(`errors:${errorMessageKey(error)}`) });
  if (status === null && error instanceof TRPCClientError) return t('errors:network');
  return clientErrorMessageOf(error) ?? t('register.errors.generic');
}

/** The server's per-field messages for the fields this form has (a 400 names the field it refused). */
export function registerFieldErrors(error: unknown): Partial<Record<RegisterField, string>> {
  const byField = fieldErrorsOf(error);
  const result: Partial<Record<RegisterField, string>> = {};
  for (const field of REGISTER_FIELDS) {
    const message = byField[field];
    if (message) result[field] = message;
  }
  return result;
}

/** Server verdicts the form cannot reach itself (the common-password list stays on the server), by their code. */
const serverIssues = new Map<string, RegisterIssue>([[fieldIssues.passwordTooCommon, 'passwordCommon']]);

/** A server field message in the user's language when the form knows its code, else the server's own words. */
export function serverFieldMessage(message: string, t: T): string {
  const issue = serverIssues.get(message);
  return issue ? t(`register.validation.${issue}`) : message;
}
