/**
 * The compose stack's worker containers as the container journey (scripts/container-journey.ts) sees them: through
 * their JSON logs and podman. Which one holds a clone job, stopping one gracefully, and what became of the jobs it held.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** The worker's log line when SIGTERM arrives (apps/worker/src/worker-process.ts). */
const STOPPING = 'stopping: letting running jobs finish';

const podman = promisify(execFile);

/** One line of a worker's JSON log, as far as the jobs it holds go. */
interface WorkerLogLine {
  msg?: string;
  job?: string;
  jobId?: string;
  retryCount?: number;
}

/** The worker stopped mid-clone and the clone jobs it held when SIGTERM came. */
export interface StoppedWorker {
  container: string;
  held: string[];
}

async function workerLog(container: string): Promise<WorkerLogLine[]> {
  const { stdout } = await podman('podman', ['logs', container], { maxBuffer: 256 * 1024 * 1024 });
  return stdout.split('\n').flatMap((line) => {
    try {
      const parsed: unknown = JSON.parse(line);
      return parsed && typeof parsed === 'object' ? [parsed as WorkerLogLine] : [];
    } catch {
      return [];
    }
  });
}

/** The clone jobs a worker has started and not ended, by the debug lines it writes around each job. */
function clonesHeld(lines: readonly WorkerLogLine[]): Set<string> {
  const held = new Set<string>();
  for (const line of lines) {
    if (line.job !== 'clone.account' || !line.jobId) continue;
    if (line.msg === 'job started') held.add(line.jobId);
    if (line.msg === 'job ended') held.delete(line.jobId);
  }
  return held;
}

/** The first of the workers whose log shows a clone job started and not ended, if any does now. */
export async function workerHoldingClone(workers: readonly string[]): Promise<string | undefined> {
  const logs = await Promise.all(workers.map(workerLog));
  return workers.find((_, index) => clonesHeld(logs[index] ?? []).size > 0);
}

/**
 * Stops a worker as a scale-down or a rolling upgrade would (SIGTERM; 30 s before SIGKILL, compose.yaml's
 * stop_grace_period, which podman-compose 1.0.3 does not pass on), and reads from its log the clone jobs it held when
 * SIGTERM came. It must exit 0 (a graceful stop) having held at least one.
 */
export async function stopGracefully(container: string): Promise<StoppedWorker> {
  await podman('podman', ['stop', '--time', '30', container]);
  const { stdout: exitCode } = await podman('podman', ['inspect', '--format', '{{.State.ExitCode}}', container]);
  if (exitCode.trim() !== '0') throw new Error(`${container} stopped with exit code ${exitCode.trim()}, not a graceful stop`);
  const lines = await workerLog(container);
  const stoppedAt = lines.findIndex((line) => line.msg === STOPPING);
  if (stoppedAt < 0) throw new Error(`${container} never said "${STOPPING}"`);
  const held = [...clonesHeld(lines.slice(0, stoppedAt))];
  if (held.length === 0) throw new Error(`${container} held no clone job when SIGTERM came`);
  return { container, held };
}

/**
 * What became of each job the stopped worker held: finished within its grace, or handed back and resumed by another
 * of the workers (a retry keeps the job's id). Its own log cannot tell: the handler of a job handed back runs on,
 * aborted, until the process exits.
 */
export async function fateOfHeldJobs(workers: readonly string[], stopped: StoppedWorker): Promise<string[]> {
  const others = workers.filter((worker) => worker !== stopped.container);
  const logs = await Promise.all(others.map(async (worker) => ({ worker, lines: await workerLog(worker) })));
  return stopped.held.map((jobId) => {
    const taker = logs.find(({ lines }) => lines.some((line) => line.msg === 'job started' && line.jobId === jobId && (line.retryCount ?? 0) > 0));
    return taker ? `handed back ${jobId}, resumed by ${taker.worker}` : `finished ${jobId} within its grace`;
  });
}
