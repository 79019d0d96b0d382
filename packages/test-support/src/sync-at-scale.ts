import type { Db } from '@adfleet/db';
import type { SandboxedServer } from './sandboxed-server.ts';
import { settledSyncRuns } from './sync-runs.ts';

export interface SyncAtScaleOptions {
  /** Ad accounts added beside the demo ones, each filled with `campaigns` delivering campaigns (90 days of figures). */
  accounts: number;
  campaigns: number;
  /** Latency the sandbox adds to every HTTP request during the measured syncs. */
  latencyMs: number;
  timeoutMs?: number;
}

/** One manual sync ("sync" button → connection sync → one pg-boss job per ad account), measured. */
interface MeasuredSync {
  /** From the request being sent to the last run's end. */
  wallMs: number;
  /** HTTP requests the sandbox received (a batch is one). */
  requests: number;
  /** Graph operations: each call and each operation inside a batch. */
  operations: number;
  errors: number;
  /** Ad-account runs the sync queued, all succeeded. */
  accountRuns: number;
}

export interface SyncAtScaleResult {
  /** The demo accounts alone, synced again (recent days only): the share of the big sync that is not the new accounts. */
  incremental: MeasuredSync;
  /** The demo accounts again plus the new accounts' first sync (every campaign, 90 days of insights). */
  withNewAccounts: MeasuredSync;
  /** The new accounts' share of the big sync: requests and operations beyond the incremental run's. */
  newAccounts: { requests: number; operations: number };
  userId: string;
  workspaceId: string;
  accountIds: string[];
}

/**
 * Connects a demo persona, lets its first sync settle, then measures two manual syncs the way a user starts them: the
 * demo accounts alone, and again after `accounts` big accounts were added to the sandbox. Every figure comes from the
 * sandbox's own counters, so what it counts is what Meta would have received.
 */
export async function syncAtScale(app: SandboxedServer, db: Db, options: SyncAtScaleOptions): Promise<SyncAtScaleResult> {
  const timeoutMs = options.timeoutMs ?? 600_000;
  const user = await app.registerConnected('scaler', { ip: '10.9.0.1', persona: 'Ana' });
  // On a busy machine the benchmark's own poll may miss a connection timeout while a big sync holds the CPU: poll again.
  const settled = async () => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        return await settledSyncRuns(db, user, { timeoutMs: Math.max(1, deadline - Date.now()) });
      } catch (error) {
        if (Date.now() > deadline || !/connection/i.test(String(error))) throw error;
      }
    }
  };
  await settled();
  const { accounts } = await app.control('GET', '');
  const like = (accounts as Array<{ id: string; name: string }>).find((account) => account.name.includes('US Store'))?.id ?? '';

  // Room for every measured run, so none meets the sandbox's rate limits left over from the one before: an agency's
  // app has Meta's standard access. Not by moving the sandbox's clock, which would leave the app's behind: in an
  // account's last minutes of a day, the sandbox's today would be a day the app has not reached.
  await app.control('PUT', '/usage', { account_budget: 10_000_000, app_budget: 100_000_000 });

  const measure = async (): Promise<MeasuredSync> => {
    await app.control('DELETE', '/calls');
    await app.control('PUT', '/faults', { latency_ms: options.latencyMs });
    const startedAt = new Date();
    const response = await fetch(`${app.baseUrl}/api/facebook/ad-accounts`, { headers: { authorization: `Bearer ${user.token}` } });
    if (response.status !== 200) throw new Error(`the sync answered ${response.status}: ${await response.text()}`);
    const runs = (await settled()).filter((run) => run.created_at >= startedAt && run.kind === 'ad_account');
    const failed = runs.filter((run) => run.status !== 'succeeded');
    if (failed.length > 0) throw new Error(`${failed.length} account syncs failed: ${JSON.stringify(failed[0]?.error)}`);
    const lastEnd = Math.max(...runs.map((run) => run.finished_at?.getTime() ?? 0));
    const wallMs = lastEnd - startedAt.getTime();
    const { counters } = await app.control('GET', '/calls?limit=1');
    await app.control('DELETE', '/faults');
    return { wallMs, requests: counters.requests, operations: counters.total, errors: counters.errors, accountRuns: runs.length };
  };

  const incremental = await measure();
  const added = (await app.control('POST', '/accounts', { like, count: options.accounts, name_prefix: 'Scale', campaigns: options.campaigns })).accounts as Array<{ id: string }>;
  const withNewAccounts = await measure();
  return {
    incremental,
    withNewAccounts,
    newAccounts: { requests: withNewAccounts.requests - incremental.requests, operations: withNewAccounts.operations - incremental.operations },
    userId: user.id,
    workspaceId: user.workspaceId,
    accountIds: added.map((account) => account.id),
  };
}
