import type { AppMode, FacebookCredentialsStatus, HealthCheckResult, WorkerStatus } from '@adfleet/core/diagnostics';
import type { TFunction } from 'i18next';
import { httpStatusOf } from '@/lib/trpc-error';

/** `sandbox`: healthy, but the built-in Graph sandbox answers instead of the real service. */
export type CheckStatus = 'checking' | 'online' | 'offline' | 'sandbox';

export interface CheckState {
  status: CheckStatus;
  message: string;
}

type T = TFunction<'diagnostics'>;

/** What a check's answer means: up or down (or standing in for the real service), in the user's language. */
export type Describe<Data> = (data: Data, t: T) => { healthy: boolean; message: string; sandbox?: boolean };

// Messages are translated by status; the server's English message is kept as the fallback text.
export const describeDatabase: Describe<HealthCheckResult> = ({ healthy, message }, t) => ({
  healthy,
  message: t(healthy ? 'checks.database.healthy' : 'checks.database.unhealthy', { defaultValue: message }),
});

export const describeAuth: Describe<HealthCheckResult> = ({ healthy, message }, t) => ({
  healthy,
  message: t(healthy ? 'checks.auth.healthy' : 'checks.auth.unhealthy', { defaultValue: message }),
});

/**
 * Without Meta credentials AdFleet runs in sandbox mode on purpose: the built-in Graph sandbox answers, so the card
 * says so as a healthy state. Credentials half set are still a fault, named by what is missing.
 */
export const describeFacebook: Describe<FacebookCredentialsStatus & { mode: AppMode }> = ({ configured, missingKeys, mode }, t) => {
  if (mode === 'sandbox') return { healthy: true, sandbox: true, message: t('checks.facebook.sandbox') };
  return { healthy: configured, message: configured ? t('checks.facebook.configured') : t('checks.facebook.missing', { keys: missingKeys.join(', ') }) };
};

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
  const { healthy, message, sandbox = false } = describe(query.data, t);
  return { status: sandbox ? 'sandbox' : healthy ? 'online' : 'offline', message };
}
