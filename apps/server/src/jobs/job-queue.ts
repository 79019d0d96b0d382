import { type JobName, type JobPayload, type JobResult, jobContracts, type TransactionalJobs, transactionalJobs } from '@adfleet/core/jobs';
import { type PgBoss, startBoss } from '@adfleet/db';

interface JobOutcome<N extends JobName> {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  result: JobResult<N> | undefined;
}

/** The server's typed view of the job system: it sends jobs and reads their outcome, it never runs them. */
export interface JobQueue {
  send<N extends JobName>(name: N, payload: JobPayload<N>): Promise<string>;
  outcome<N extends JobName>(name: N, id: string): Promise<JobOutcome<N> | null>;
  /** Jobs and schedules written inside a database transaction, with the rows that ask for them. */
  transactional: TransactionalJobs;
  /** Started and not stopping: what `/readyz` asks of the job system. */
  running(): boolean;
  stop(): Promise<void>;
}

export async function startJobQueue(connectionString: string, onError: (error: Error) => void): Promise<JobQueue> {
  const boss = await startBoss({ connectionString, role: 'producer', queues: Object.values(jobContracts), onError });
  return jobQueueFromBoss(boss);
}

function jobQueueFromBoss(boss: PgBoss): JobQueue {
  let stopping = false;
  return {
    async send(name, payload) {
      const data = jobContracts[name].payload.parse(payload);
      const id = await boss.send(name, data);
      if (!id) throw new Error(`pg-boss did not accept a ${name} job`);
      return id;
    },
    async outcome(name, id) {
      const job = await boss.getJobById<object>(name, id);
      if (!job) return null;
      const parsed = jobContracts[name].result.safeParse(job.output);
      // The contract's schema is indexed by a generic name, which TypeScript cannot narrow; the parse is the check.
      return { state: job.state, result: parsed.success ? (parsed.data as JobResult<typeof name>) : undefined };
    },
    transactional: transactionalJobs(boss),
    running: () => !stopping,
    stop: () => {
      stopping = true;
      return boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/** Resolves with a finished job's result, or null once `timeoutMs` passes without one. */
export async function waitForJobResult<N extends JobName>(
  jobs: JobQueue,
  name: N,
  id: string,
  timeoutMs: number,
): Promise<JobResult<N> | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const outcome = await jobs.outcome(name, id);
    if (outcome?.state === 'completed') return outcome.result ?? null;
    if (outcome && ['failed', 'cancelled'].includes(outcome.state)) return null;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return null;
}
