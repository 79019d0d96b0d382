import type { FacebookCredentialsStatus, HealthCheckResult, WorkerStatus } from '@adfleet/core/diagnostics';
import type { TFunction } from 'i18next';
import type { RenderMessage } from '@/i18n/use-render-message';
import { httpStatusOf } from '@/lib/trpc-error';

export type CheckStatus = 'checking' | 'online' | 'offline';

export interface CheckState {
  status: CheckStatus;
  message: string;
}

type T = TFunction<'diagnostics'>;

/** What a check's answer means: up or down, in the user's language (the server's messages written by `render`). */
export type Describe<Data> = (data: Data, t: T, render: RenderMessage) => { healthy: boolean; message: string };

const describeCheck: Describe<HealthCheckResult> = ({ healthy, message }, _t, render) => ({ healthy, message: render(message) });
export const describeDatabase = describeCheck;
export const describeAuth = describeCheck;

export const describeFacebook: Describe<FacebookCredentialsStatus> = ({ configured, missingKeys }, t) => ({
  healthy: configured,
  message: configured ? t('checks.facebook.configured') : t('checks.facebook.missing', { keys: missingKeys.join(', ') }),
});

export const describeWorker: Describe<WorkerStatus> = describeCheck;

interface CheckQuery<Data> {
  data: Data | undefined;
  error: unknown;
  isFetching: boolean;
}

/** A check is "checking" while its call runs, offline when the call itself failed, else what its answer says. */
export function checkStateOf<Data>(query: CheckQuery<Data>, describe: Describe<Data>, t: T, render: RenderMessage): CheckState {
  if (query.isFetching) return { status: 'checking', message: t('checking') };
  if (query.error) {
    const status = httpStatusOf(query.error);
    return { status: 'offline', message: status === null ? t('unreachable') : t('unavailable', { status }) };
  }
  if (query.data === undefined) return { status: 'checking', message: t('checking') };
  const { healthy, message } = describe(query.data, t, render);
  return { status: healthy ? 'online' : 'offline', message };
}
