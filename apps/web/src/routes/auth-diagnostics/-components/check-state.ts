import type { FacebookCredentialsStatus, HealthCheckResult, WorkerStatus } from '@adfleet/core/diagnostics';
import type { TFunction } from 'i18next';
import { httpStatusOf } from '@/lib/trpc-error';

export type CheckStatus = 'checking' | 'online' | 'offline';

export interface CheckState {
  status: CheckStatus;
  message: string;
}

type T = TFunction<'diagnostics'>;

/** What a check's answer means: up or down, in the user's language. */
export type Describe<Data> = (data: Data, t: T) => { healthy: boolean; message: string };

// Messages are translated by status; the server's English message is kept as the fallback text.
export const describeDatabase: Describe<HealthCheckResult> = ({ healthy, message }, t) => ({
  healthy,
  message: t(healthy ? 'checks.database.healthy' : 'checks.database.unhealthy', { defaultValue: message }),
});

export const describeAuth: Describe<HealthCheckResult> = ({ healthy, message }, t) => ({
  healthy,
  message: t(healthy ? 'checks.auth.healthy' : 'checks.auth.unhealthy', { defaultValue: message }),
});

export const describeFacebook: Describe<FacebookCredentialsStatus> = ({ configured, missingKeys }, t) => ({
  healthy: configured,
  message: configured ? t('checks.facebook.configured') : t('checks.facebook.missing', { keys: missingKeys.join(', ') }),
});

export const describeWorker: Describe<WorkerStatus> = ({ healthy, message, activeWorkers }, t) => {
  if (healthy) return { healthy, message: t('checks.worker.healthy', { count: activeWorkers, defaultValue: message }) };
  const key = activeWorkers > 0 ? 'checks.worker.notPickingUp' : 'checks.worker.none';
  return { healthy, message: t(key, { defaultValue: message }) };
};

interface CheckQuery<Data> {
  data: Data | undefined;
  error: unknown;
  isFetching: boolean;
}

/** A check is "checking" while its call runs, offline when the call itself failed, else what its answer says. */
export function checkStateOf<Data>(query: CheckQuery<Data>, describe: Describe<Data>, t: T): CheckState {
  if (query.isFetching) return { status: 'checking', message: t('checking') };
  if (query.error) {
    const status = httpStatusOf(query.error);
    return { status: 'offline', message: status === null ? t('unreachable') : t('unavailable', { status }) };
  }
  if (query.data === undefined) return { status: 'checking', message: t('checking') };
  const { healthy, message } = describe(query.data, t);
  return { status: healthy ? 'online' : 'offline', message };
}
