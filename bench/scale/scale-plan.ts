/**
 * How much work a scale-out run pushes through the cluster. Every user connects the demo persona Ana (her 7 ad accounts
 * plus `targets` added like her US store); a clone batch copies one 3 ad sets × 2 ads campaign into every added
 * account (one `clone.account` job each), a sync queues one `sync.connection` and one `sync.ad_account` per account.
 */
export interface ScalePlan {
  mode: 'short' | 'full';
  users: number;
  /** Ad accounts added to Ana's, each a clone target of every batch. */
  targets: number;
  cloneBatches: number;
  syncs: number;
  /** Worker SIGKILLs during the run, each followed at once by a new worker in its place. */
  kills: number;
}

/** Ana's own demo ad accounts, synced beside the added ones. */
export const DEMO_ACCOUNTS = 7;
/** Processes of a run: the layout under test, and the single server and worker its figures are compared with. */
export interface ScaleLayout {
  servers: number;
  workers: number;
}
export const SCALE_OUT: ScaleLayout = { servers: 2, workers: 3 };
export const BASELINE: ScaleLayout = { servers: 1, workers: 1 };

export const SCALE_PLANS: Record<ScalePlan['mode'], ScalePlan> = {
  // CI: about 100 jobs and one kill, in about a minute.
  short: { mode: 'short', users: 2, targets: 8, cloneBatches: 6, syncs: 4, kills: 1 },
  // `pnpm bench:scale`: about 1,000 jobs (600 clones, 12 syncs × 38) and three kills.
  full: { mode: 'full', users: 4, targets: 30, cloneBatches: 20, syncs: 12, kills: 3 },
};

/** Jobs the plan queues: the figure the run is checked against. */
export function plannedJobs(plan: ScalePlan): { clones: number; syncJobs: number; total: number } {
  const clones = plan.cloneBatches * plan.targets;
  const syncJobs = plan.syncs * (1 + DEMO_ACCOUNTS + plan.targets);
  return { clones, syncJobs, total: clones + syncJobs };
}
