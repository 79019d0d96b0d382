import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/use-test-database.ts';
import {
  latestWorkerHeartbeat,
  listWorkerHeartbeatsSince,
  pingDatabase,
  pruneWorkerHeartbeats,
  recordWorkerHeartbeat,
  removeWorkerHeartbeat,
} from './health-repository.ts';

describe('health repository', () => {
  const database = useTestDatabase();
  const at = (iso: string) => new Date(iso);

  it('pings a live server and reports its version', async () => {
    expect((await pingDatabase(database().db)).serverVersion).toMatch(/^\d+/);
  });

  it('keeps one row per worker, moving its beat forward', async () => {
    const { db } = database();
    const beat = { workerId: 'w1', hostname: 'h', pid: 1, startedAt: at('2026-01-01T00:00:00Z'), beatAt: at('2026-01-01T00:00:00Z') };
    await recordWorkerHeartbeat(db, beat);
    await recordWorkerHeartbeat(db, { ...beat, beatAt: at('2026-01-01T00:00:05Z') });
    await recordWorkerHeartbeat(db, { ...beat, workerId: 'w2', beatAt: at('2026-01-01T00:00:03Z') });

    const live = await listWorkerHeartbeatsSince(db, at('2026-01-01T00:00:01Z'));
    expect(live.map((row) => [row.workerId, row.beatAt.toISOString()])).toEqual([
      ['w1', '2026-01-01T00:00:05.000Z'],
      ['w2', '2026-01-01T00:00:03.000Z'],
    ]);
    expect(await latestWorkerHeartbeat(db)).toEqual(at('2026-01-01T00:00:05Z'));

    await removeWorkerHeartbeat(db, 'w1');
    await pruneWorkerHeartbeats(db, at('2026-01-01T00:00:04Z'));
    expect(await latestWorkerHeartbeat(db)).toBeNull();
  });
});
