import type { AppRouter } from '@adfleet/server/trpc';
import type { TRPCClient } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';

export type AuthUser = inferRouterOutputs<AppRouter>['auth']['me'];

/** How long the server may take to confirm a stored token before the check counts as failed. */
const SESSION_VALIDATION_TIMEOUT_MS = 15_000;
/** Screens stop waiting for the check after this long, even if it has not answered. */
export const SESSION_LOADING_FALLBACK_MS = 3_000;

export class SessionTimeoutError extends Error {
  override name = 'SessionTimeoutError';
}

/** The server answered, but not with a usable user (no id): the session cannot be trusted. */
export class InvalidSessionUserError extends Error {
  override name = 'InvalidSessionUserError';
}

export function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, username } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof username === 'string';
}

/**
 * Resolves the stored token (sent by the tRPC client as a Bearer header) to its user. Rejects with a
 * SessionTimeoutError when the server has not answered within the timeout, and with the call's own error otherwise.
 */
export async function fetchSessionUser(
  client: TRPCClient<AppRouter>,
  signal: AbortSignal,
  timeoutMs: number = SESSION_VALIDATION_TIMEOUT_MS,
): Promise<AuthUser> {
  const controller = new AbortController();
  const forwardAbort = () => controller.abort();
  signal.addEventListener('abort', forwardAbort);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SessionTimeoutError(`No answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    const user = await Promise.race([client.auth.me.query(undefined, { signal: controller.signal }), timeout]);
    if (!isAuthUser(user)) throw new InvalidSessionUserError('The user has no id');
    return user;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', forwardAbort);
  }
}
