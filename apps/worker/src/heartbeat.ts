import os from 'node:os';
import { type Db, pruneWorkerHeartbeats, recordWorkerHeartbeat, removeWorkerHeartbeat } from '@adfleet/db';
import type { Logger } from 'pino';

const HEARTBEAT_INTERVAL_MS = 5_000;
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Writes this worker's heartbeat now and every few seconds, so the server can tell whether workers are alive. */
export async function startHeartbeat(db: Db, workerId: string, log: Logger): Promise<{ stop(): Promise<void> }> {
  const startedAt = new Date();
  const beat = () =>
    recordWorkerHeartbeat(db, { workerId, hostname: os.hostname(), pid: process.pid, startedAt, beatAt: new Date() });
  await beat();
  await pruneWorkerHeartbeats(db, new Date(Date.now() - PRUNE_AFTER_MS));
  const timer = setInterval(() => {
    beat().catch((error: unknown) => log.warn({ err: error }, 'heartbeat failed'));
  }, HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await removeWorkerHeartbeat(db, workerId);
    },
  };
}
