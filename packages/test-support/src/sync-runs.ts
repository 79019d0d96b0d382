import type { Db, WorkspaceScope } from '@adfleet/db';
import pWaitFor, { TimeoutError } from 'p-wait-for';

/**
 * Waits until at least `atLeast` of the workspace's sync runs exist and every one has finished; returns them oldest
 * first. The deadline is generous: a first sync reads 91 days of every demo account, which takes seconds on an idle
 * machine and can take a minute on 2 busy cores. p-wait-for rather than `vi.waitFor`: the sync bench calls it too.
 */
export async function settledSyncRuns(db: Db, scope: WorkspaceScope, { atLeast = 1, timeoutMs = 90_000 } = {}) {
  const runsOf = () => db.selectFrom('sync_runs').selectAll().where('workspace_id', '=', scope.workspaceId).orderBy('created_at').execute();
  try {
    return await pWaitFor(
      async () => {
        const runs = await runsOf();
        return runs.length >= atLeast && runs.every((run) => run.status === 'succeeded' || run.status === 'failed') ? pWaitFor.resolveWith(runs) : false;
      },
      { interval: 100, timeout: timeoutMs },
    );
  } catch (error) {
    if (!(error instanceof TimeoutError)) throw error;
    const runs = await runsOf();
    throw new Error(`sync runs never settled: ${JSON.stringify(runs.map((run) => [run.kind, run.status, run.error]))}`, { cause: error });
  }
}
