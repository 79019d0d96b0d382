import { useTestDatabase } from '@adfleet/db/testing';
import { describe, expect, it } from 'vitest';
import { testConfig } from '@adfleet/test-support/test-server';
import { spawnWorkerProcess } from '@adfleet/test-support/worker-child';

describe('the worker process the launcher starts', () => {
  const database = useTestDatabase();

  it('stops on its own, cleanly, when the launcher dies (its IPC channel closes, as kill -9 of the launcher does)', async () => {
    const worker = await spawnWorkerProcess({ connectionString: database().connectionString, config: testConfig() });
    const heartbeats = () => database().db.selectFrom('worker_heartbeats').select('worker_id').execute();
    expect(await heartbeats()).toHaveLength(1);

    await worker.orphan();
    expect(worker.process.exitCode, worker.stderr()).toBe(0);
    // A clean stop clears its heartbeat; a crash would leave it to go stale.
    expect(await heartbeats()).toEqual([]);
  });
});
