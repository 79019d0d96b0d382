import type { Db } from '../../packages/db/src/index.ts';
import { waitFor } from '../../apps/server/src/trials/wait-for.ts';
import type { ScaleWorld } from './scale-world.ts';

/** What one steady-state sync (after the first, which backfills 90 days) asks of Meta, per ad account. */
export interface SyncCost {
  accounts: number;
  /** Graph operations charged to an ad account (a batch's operations each count, as Meta counts them). */
  operationsPerAccount: number;
  /** HTTP round trips per ad account (the connection's own included, spread over its accounts). */
  requestsPerAccount: number;
  /** Calls for the connection itself (its list of ad accounts), once per sync. */
  connectionOperations: number;
}

/**
 * One user's manual sync with the sandbox's call log cleared before it, read back from the log when its runs end:
 * the figure the README's "accounts per worker at Meta's rate limits" works from.
 */
export async function measureSyncCost(world: ScaleWorld, db: Db): Promise<SyncCost> {
  const [user] = world.users;
  const client = user?.clients[0];
  if (!user || !client) throw new Error('no user to measure a sync with');
  await world.sandbox.control('DELETE', '/calls');
  await client.api('POST', '/trpc/sync.start', {});
  await waitFor(
    'the measured sync to finish',
    async () => ((await db.selectFrom('sync_runs').select('id').where('workspace_id', '=', user.workspaceId).where('status', 'in', ['queued', 'running']).execute()).length === 0 ? true : undefined),
    120_000,
  );
  const counters = (await world.sandbox.control('GET', '/calls?limit=1')).counters as { requests: number; total: number; byAccount: Record<string, number> };
  const perAccount = Object.values(counters.byAccount);
  const accountOperations = perAccount.reduce((sum, count) => sum + count, 0);
  return {
    accounts: perAccount.length,
    operationsPerAccount: accountOperations / perAccount.length,
    requestsPerAccount: counters.requests / perAccount.length,
    connectionOperations: counters.total - accountOperations,
  };
}
