import type { AppMode, FacebookCredentialsStatus, HealthCheckResult, WorkerStatus } from '@adfleet/core/diagnostics';
import type { TFunction } from 'i18next';
import type { RenderMessage } from '@/i18n/use-render-message';
import { httpStatusOf } from '@/lib/trpc-error';

/** `sandbox`: healthy, but the built-in Graph sandbox answers instead of the real service. */
export type CheckStatus = 'checking' | 'online' | 'offline' | 'sandbox';

export interface CheckState {
  status: CheckStatus;
  message: string;
}

type T = TFunction<'diagnostics'>;

/** What a check's answer means: up or down (or standing in for the real service), in the user's language (the server's messages written by `render`). */
export type Describe<Data> = (data: Data, t: T, render: RenderMessage) => { healthy: boolean; message: string; sandbox?: boolean };

const describeCheck: Describe<HealthCheckResult> = ({ healthy, message }, _t, render) => ({ healthy, message: render(message) });
export const describeDatabase = describeCheck;
export const describeAuth = describeCheck;

/**
 * Without Meta credentials AdFleet runs in sandbox mode on purpose: the built-in Graph sandbox answers, so the card
 * says so as a healthy state. Credentials half set are still a fault, named by what is missing.
 */
export const describeFacebook: Describe<FacebookCredentialsStatus & { mode: AppMode }> = ({ configured, missingKeys, mode }, t) => {
  if (mode === 'sandbox') return { healthy: true, sandbox: true, message: t('checks.facebook.sandbox') };
  return { healthy: configured, message: configured ? t('checks.facebook.configured') : t('checks.facebook.missing', { keys: missingKeys.join(', ') }) };
};

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
  const { healthy, message, sandbox = false } = describe(query.data, t, render);
  return { status: sandbox ? 'sandbox' : healthy ? 'online' : 'offline', message };
}
