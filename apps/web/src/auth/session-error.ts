import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import type { RenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf, errorMessageKey, httpStatusOf } from '@/lib/trpc-error';
import { InvalidSessionUserError, SessionTimeoutError } from './auth-session';

/** The toast text for a stored token the server would not confirm ('Error de autenticación' is the title). */
export function sessionErrorMessage(error: unknown, t: TFunction<['auth', 'errors']>, render: RenderMessage): string {
  if (error instanceof SessionTimeoutError) return t('session.timeout');
  if (error instanceof InvalidSessionUserError) return t('session.other', { message: t('session.invalidUser') });
  const status = httpStatusOf(error);
  if (status === 401) return t('session.unauthorized');
  if (status === 403) return t('session.forbidden');
  // A server fault's own words never reach users: the detail is the generic text for its kind.
  if (status !== null && status >= 500) return t('session.server', { message: t(`errors:${errorMessageKey(error)}`) });
  return t('session.other', { message: detailOf(error, t, render) });
}

function detailOf(error: unknown, t: TFunction<['auth', 'errors']>, render: RenderMessage): string {
  const serverMessage = render(clientErrorMessageOf(error));
  if (serverMessage) return serverMessage;
  if (error instanceof TRPCClientError) return t(`errors:${errorMessageKey(error)}`);
  return error instanceof Error && error.message ? error.message : t('errors:internal');
}
