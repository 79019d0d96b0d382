import type { Db, WorkspaceScope } from '@adfleet/db';

/**
 * Waits until at least `atLeast` of the workspace's sync runs exist and every one has finished; returns them oldest
 * first. The deadline is generous: a first sync reads 91 days of every demo account, which takes seconds on an idle
 * machine and can take a minute on 2 busy cores.
 */
export async function settledSyncRuns(db: Db, scope: WorkspaceScope, { atLeast = 1, timeoutMs = 90_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const runs = await db.selectFrom('sync_runs').selectAll().where('workspace_id', '=', scope.workspaceId).orderBy('created_at').execute();
    if (runs.length >= atLeast && runs.every((run) => run.status === 'succeeded' || run.status === 'failed')) return runs;
    if (Date.now() > deadline) throw new Error(`sync runs never settled: ${JSON.stringify(runs.map((run) => [run.kind, run.status, run.error]))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
