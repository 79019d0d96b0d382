import { type Db, latestWorkerHeartbeat, listWorkerHeartbeatsSince, pingDatabase } from '@adfleet/db';
import { userMessage } from '../messages/index.ts';
import type { FacebookCredentialsStatus, HealthCheckResult, WorkerStatus } from './diagnostics-schemas.ts';

/** A worker that has not beaten for this long is considered gone (it beats every 5 s). */
const WORKER_STALE_AFTER_MS = 30_000;

export async function checkDatabase(db: Db): Promise<HealthCheckResult> {
  try {
    await pingDatabase(db);
    return { healthy: true, message: userMessage('healthDatabaseConnected') };
  } catch {
    return { healthy: false, message: userMessage('healthDatabaseIssue') };
  }
}

export interface AuthCheckDeps {
  db: Db;
  /** Whether the key that protects stored platform tokens loaded and is usable. */
  tokenEncryptionKeyLoaded: boolean;
}

/** Sign-in needs its session store (the database) and the token encryption key. */
export async function checkAuth({ db, tokenEncryptionKeyLoaded }: AuthCheckDeps): Promise<HealthCheckResult> {
  const store = await checkDatabase(db);
  const healthy = store.healthy && tokenEncryptionKeyLoaded;
  return { healthy, message: userMessage(healthy ? 'healthAuthRunning' : 'healthAuthIssue') };
}

const REQUIRED_FACEBOOK_KEYS = ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'] as const;
export type FacebookCredentialKey = (typeof REQUIRED_FACEBOOK_KEYS)[number];

export function facebookCredentialsStatus(values: Record<FacebookCredentialKey, string | undefined>): FacebookCredentialsStatus {
  const missingKeys = REQUIRED_FACEBOOK_KEYS.filter((key) => !values[key]);
  return { configured: missingKeys.length === 0, missingKeys };
}

export interface WorkerCheckDeps {
  db: Db;
  now: Date;
  /** Sends a ping job and resolves with its pickup time, or null when no worker took it in time. */
  ping: () => Promise<number | null>;
}

export async function checkWorker({ db, now, ping }: WorkerCheckDeps): Promise<WorkerStatus> {
  const [lastHeartbeatAt, live, pickupMs] = await Promise.all([
    latestWorkerHeartbeat(db),
    listWorkerHeartbeatsSince(db, new Date(now.getTime() - WORKER_STALE_AFTER_MS)),
    ping().catch(() => null),
  ]);
  const healthy = live.length > 0 && pickupMs !== null;
  const message = healthy
    ? userMessage('healthWorkerRunning', { count: live.length })
    : userMessage(live.length > 0 ? 'healthWorkerNotPickingUp' : 'healthWorkerNone');
  return { healthy, message, lastHeartbeatAt, activeWorkers: live.length, pickupMs };
}
