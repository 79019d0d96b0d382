import type { Db } from '../../packages/db/src/index.ts';
import { countJobStatesSince } from './job-runs.ts';
import { sleep, waitFor } from '../../apps/server/src/trials/wait-for.ts';
import type { ScaleCluster } from './scale-cluster.ts';
import { plannedJobs, type ScalePlan } from './scale-plan.ts';
import type { ScaleUser, ScaleWorld } from './scale-world.ts';

export const MEASURED_JOBS = ['clone.account', 'sync.connection', 'sync.ad_account'];

export interface KillRecord {
  slot: number;
  /** Measured jobs active (held by some worker) at the kill. */
  activeAtKill: number;
  /** Jobs the killed worker held at the kill, by its own log. */
  heldAtKill: number;
  killedWorkerId: string;
  startedWorkerId: string;
}

/** Measured jobs sent since `since`, by state. */
export const jobStates = (db: Db, since: Date) => countJobStatesSince(db, MEASURED_JOBS, since);

const unfinished = async (db: Db, workspaceIds: string[]) => {
  const targets = await db.selectFrom('clone_targets').select('id').where('workspace_id', 'in', workspaceIds).where('state', 'in', ['queued', 'running']).execute();
  const runs = await db.selectFrom('sync_runs').select('id').where('workspace_id', 'in', workspaceIds).where('status', 'in', ['queued', 'running']).execute();
  return targets.length + runs.length;
};

/** Calls `call`, waiting out a 429 (the manual-sync allowance of 5 a minute per user) as the web app's user would. */
async function politely<T>(call: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof Error) || !/: 429 /.test(error.message)) throw error;
      await sleep(2_000);
    }
  }
}

/**
 * Pushes the plan's clone batches and syncs through both servers (request n goes to server n mod 2) while the chaos
 * loop SIGKILLs a worker each time another share of the planned jobs has completed, replacing it at once. Clone
 * batches go out back to back from every user at once; each user's syncs follow one another, each after the last
 * finished, as a person pressing Sync would. Resolves when every clone target and sync run is final.
 */
export async function driveLoad(options: { cluster: ScaleCluster; world: ScaleWorld; plan: ScalePlan; db: Db; since: Date; timeoutMs: number }) {
  const { cluster, world, plan, db, since } = options;
  const workspaceIds = world.users.map((user) => user.workspaceId);
  let request = 0;
  const nextClient = (user: ScaleUser) => {
    const client = user.clients[request++ % user.clients.length];
    if (!client) throw new Error('no server');
    return client;
  };
  const cloneBatch = async (user: ScaleUser, index: number) => {
    // Answered 200 with every result when the batch ends within 15 s, else 202 with where to follow it; else it throws.
    await nextClient(user).api('POST', '/api/clone-campaign', {
      campaignId: world.sourceCampaignId,
      nameTemplate: `{name} · ${user.id.slice(0, 8)} b${index} – {account}`,
      budgetType: 'daily',
      dailyBudget: 50000,
      targetAccounts: world.targets,
    });
  };
  const userSyncs = async (user: ScaleUser, count: number) => {
    for (let sync = 0; sync < count; sync++) {
      await politely(() => nextClient(user).api('POST', '/trpc/sync.start', {}));
      await waitFor('the user’s sync to finish', async () => ((await unfinishedRuns(db, user.workspaceId)) === 0 ? true : undefined), options.timeoutMs);
    }
  };

  const kills: KillRecord[] = [];
  const planned = plannedJobs(plan).total;
  let loadDone = false;
  const chaos = async () => {
    for (let kill = 1; kill <= plan.kills; kill++) {
      // Each kill once a further share of the work is done, and only while jobs are held, so it cuts work in flight.
      const threshold = Math.floor((planned * kill) / (plan.kills + 1));
      const slot = (kill - 1) % cluster.workers.length;
      // The worker in the slot must hold a job by its own log: a count of active jobs alone may all sit on others.
      const activeAtKill = await waitFor(
        `${threshold} jobs completed and a job in flight on worker ${slot + 1} for kill ${kill}`,
        async () => {
          const states = await jobStates(db, since);
          if (loadDone) return -1;
          return (states.completed ?? 0) >= threshold && (cluster.workers[slot]?.current.jobsInFlight() ?? 0) > 0 ? (states.active ?? 0) : undefined;
        },
        options.timeoutMs,
      );
      if (activeAtKill < 0) return;
      const heldAtKill = cluster.workers[slot]?.current.jobsInFlight() ?? 0;
      const { killed, started } = await cluster.killAndReplace(slot);
      kills.push({ slot, activeAtKill, heldAtKill, killedWorkerId: killed.workerId, startedWorkerId: started.workerId });
    }
  };

  // Held, not left unhandled: a kill that fails (a replacement that never starts) fails the run once the load is in.
  const chaosDone = chaos().then(() => undefined, (error: unknown) => error);
  const batchesPerUser = world.users.map((_, index) => Math.floor(plan.cloneBatches / world.users.length) + (index < plan.cloneBatches % world.users.length ? 1 : 0));
  const syncsPerUser = world.users.map((_, index) => Math.floor(plan.syncs / world.users.length) + (index < plan.syncs % world.users.length ? 1 : 0));
  await Promise.all(
    world.users.flatMap((user, index) => [
      (async () => {
        for (let batch = 0; batch < (batchesPerUser[index] ?? 0); batch++) await cloneBatch(user, batch);
      })(),
      userSyncs(user, syncsPerUser[index] ?? 0),
    ]),
  );
  await waitFor('every clone target and sync run final', async () => ((await unfinished(db, workspaceIds)) === 0 ? true : undefined), options.timeoutMs, async () => jobStates(db, since));
  loadDone = true;
  const chaosError = await chaosDone;
  if (chaosError) throw chaosError;
  return { kills };
}

const unfinishedRuns = async (db: Db, workspaceId: string) =>
  (await db.selectFrom('sync_runs').select('id').where('workspace_id', '=', workspaceId).where('status', 'in', ['queued', 'running']).execute()).length;
