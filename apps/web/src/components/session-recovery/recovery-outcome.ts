import type { TFunction } from 'i18next';
import { httpStatusOf } from '@/lib/trpc-error';

/**
 * Standard reason phrases, for the spec's 'Error {status}: {statusText}'. Kept here rather than read from the
 * response: tRPC does not pass the response on, and over HTTP/2 the status text is always empty anyway.
 */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export type RecoveryRequest = { data: unknown } | { error: unknown };
/** `noSession`: the browser holds no session to recover (a 401), which is no failure: the way on is to sign in. */
export type RecoveryOutcome = { token: string } | { noSession: true } | { error: string };

/** What a session-token request came to: the new token, no session to recover, or the text of what went wrong. */
export function recoveryOutcome(request: RecoveryRequest, t: TFunction<'auth'>): RecoveryOutcome {
  if ('error' in request) return httpStatusOf(request.error) === 401 ? { noSession: true } : { error: recoveryErrorMessage(request.error, t) };
  const token = tokenOf(request.data);
  return token ? { token } : { error: t('recovery.errors.noToken') };
}

function tokenOf(result: unknown): string | null {
  if (typeof result !== 'object' || result === null) return null;
  const { token } = result as Record<string, unknown>;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** An HTTP failure is named by its status; anything else (no answer, a bug) is an unknown error. */
function recoveryErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  const status = httpStatusOf(error);
  if (status === null) return t('recovery.errors.unknown');
  const statusText = REASON_PHRASES[status];
  return statusText ? t('recovery.errors.http', { status, statusText }) : t('recovery.errors.httpStatusOnly', { status });
}
