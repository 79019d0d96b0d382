import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../packages/db/src/testing/use-test-database.ts';
import { biggestUser, FULL_SCALE, seedPlan, SHORT_SCALE } from '../seed/seed-plan.ts';
import { runApiBench } from './api-bench.ts';

/**
 * bench/api's short mode, so the bench never rots: the generator fills a database, AdFleet starts as production does,
 * and every endpoint answers 200 with the shape its callers rely on, under load, beside both baselines. Timings are
 * the bench's business, never asserted here.
 */
describe('bench:api --short', () => {
  const database = useTestDatabase();

  it('plans the asked scale exactly, unevenly, the same way every time', () => {
    for (const scale of [FULL_SCALE, SHORT_SCALE]) {
      const plan = seedPlan(scale);
      expect(plan.users).toHaveLength(scale.users);
      expect(plan.accounts).toHaveLength(scale.accounts);
      expect(plan.accounts.reduce((sum, account) => sum + account.campaigns, 0)).toBe(scale.campaigns);
      expect(seedPlan(scale)).toEqual(plan);
    }
    const full = seedPlan(FULL_SCALE);
    const perUser = full.users.map((user) => full.accounts.filter((account) => account.userIndex === user.index).length);
    // A big agency, a long tail: the biggest holds several times the median, nobody holds none.
    expect(biggestUser(full).accounts).toBeGreaterThan(50);
    expect([...perUser].sort((a, b) => a - b)[50]).toBeLessThanOrEqual(3);
    expect(Math.min(...perUser)).toBe(1);
  });

  it('seeds the database and loads every endpoint of AdFleet and of both baselines without a refusal', { timeout: 240_000 }, async () => {
    const result = await runApiBench({ short: true, seconds: 1, url: database().connectionString, seed: true });

    expect(result.seedMs).toBeGreaterThan(0);
    expect(result.endpoints.map((row) => row.name)).toEqual(['campaigns first page', 'auth/me', 'credentials status', 'dashboard summary', 'reports by campaign', 'reports by day', 'sign-in']);
    for (const row of result.endpoints) {
      for (const target of [row.bare, row.barePg, row.adfleet]) {
        if (!target) continue;
        expect({ endpoint: row.name, non2xx: target.non2xx, errors: target.errors }).toEqual({ endpoint: row.name, non2xx: 0, errors: 0 });
      }
      expect(row.peakRss).toBeGreaterThan(0);
    }
    // Every endpoint that reads the database has its SQL replayed by the bare+pg baseline.
    expect(result.endpoints.filter((row) => row.barePg).map((row) => row.name)).toEqual(['campaigns first page', 'auth/me', 'dashboard summary', 'reports by campaign', 'reports by day']);
    expect(result.argon2PerSecond).toBeGreaterThan(0);
  });

  it('loads only the endpoints --only names, on the database the test above seeded', { timeout: 120_000 }, async () => {
    const result = await runApiBench({ short: true, seconds: 1, url: database().connectionString, seed: false, only: ['auth/me'] });
    expect(result.endpoints.map((row) => row.name)).toEqual(['auth/me']);
    expect(result.endpoints[0]!.adfleet.non2xx).toBe(0);
    // The servers' CPU per answer is read beside each run (from /proc), for AdFleet and the bare baseline alike.
    expect(result.endpoints[0]!.adfleet.cpuMicros).toBeGreaterThan(0);
    expect(result.endpoints[0]!.bare.cpuMicros).toBeGreaterThan(0);
  });

  // The database the test above seeded.
  it('refuses to seed a database that already holds users, changing nothing', { timeout: 60_000 }, async () => {
    const before = await database().db.selectFrom('campaigns').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    await expect(runApiBench({ short: true, seconds: 1, url: database().connectionString, seed: true })).rejects.toThrow(/already has users or campaigns/);
    const after = await database().db.selectFrom('campaigns').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });
});
