import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_LIFETIME_MS, sessionIdFromToken } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { describe, expect, it } from 'vitest';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';

const DAY_MS = 86_400_000;

describe('session lifetime', () => {
  const database = useTestDatabase();

  it('slides while used, but ends 90 days after sign-in however often it is used (ASVS 7.3.2)', async () => {
    // An injected clock: the session is used every 20 days, always inside its sliding 30.
    let clock = new Date('2027-01-01T00:00:00Z');
    const deps = { ...testDeps(database().db), now: () => clock };
    const { token } = await callerAs(deps, undefined, '10.8.0.1').auth.register({ username: 'longlived', email: 'longlived@example.com', password: 'fleet-owner-2931' });
    const signedInAt = clock.getTime();
    const me = () => callerAs(deps, token).auth.me();
    const expiresAt = async () =>
      (await database().db.selectFrom('sessions').select('expires_at').where('id', '=', sessionIdFromToken(token)).executeTakeFirst())?.expires_at.getTime();

    for (let day = 20; day < 90; day += 20) {
      clock = new Date(signedInAt + day * DAY_MS);
      await expect(me()).resolves.toMatchObject({ username: 'longlived' });
    }
    // The last renewal stops at the absolute end instead of sliding a full 30 days past it.
    expect(await expiresAt()).toBe(signedInAt + SESSION_ABSOLUTE_LIFETIME_MS);

    clock = new Date(signedInAt + SESSION_ABSOLUTE_LIFETIME_MS - 1000);
    await expect(me()).resolves.toMatchObject({ username: 'longlived' });
    clock = new Date(signedInAt + SESSION_ABSOLUTE_LIFETIME_MS);
    await expect(me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await expiresAt()).toBeUndefined();
  });

  it('still ends a session left unused for its sliding 30 days', async () => {
    let clock = new Date('2027-03-01T00:00:00Z');
    const deps = { ...testDeps(database().db), now: () => clock };
    const { token } = await callerAs(deps, undefined, '10.8.0.2').auth.register({ username: 'idle', email: 'idle@example.com', password: 'fleet-owner-2931' });
    clock = new Date(clock.getTime() + SESSION_LIFETIME_MS);
    await expect(callerAs(deps, token).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
