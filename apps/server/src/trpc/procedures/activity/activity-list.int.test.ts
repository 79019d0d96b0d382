import { useTestDatabase } from '@adfleet/db/testing';
import type { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';

describe('activity.list', () => {
  const database = useTestDatabase();
  let deps: ReturnType<typeof testDeps>;
  let owner: { token: string; id: string };
  let other: { token: string; id: string };

  beforeAll(async () => {
    deps = testDeps(database().db);
    const signUp = async (username: string, ip: string) => {
      const { token, user } = await callerAs(deps, undefined, ip).auth.register({ username, email: `${username}@example.com`, password: 'fleet-owner-2931' });
      return { token, id: user.id };
    };
    owner = await signUp('owner', '10.0.0.1');
    other = await signUp('other', '10.0.0.2');
    // Three sign-ins and one failure for the owner, one sign-in for the other user.
    for (let i = 0; i < 3; i += 1) await callerAs(deps, undefined, '10.0.0.3').auth.login({ username: 'owner', password: 'fleet-owner-2931' });
    await expect(callerAs(deps, undefined, '10.0.0.3').auth.login({ username: 'owner', password: 'nope-nope' })).rejects.toThrow();
    await callerAs(deps, undefined, '10.0.0.4').auth.login({ username: 'other', password: 'fleet-owner-2931' });
  });

  it('refuses an anonymous caller', async () => {
    await expect(callerAs(deps).activity.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' } satisfies Partial<TRPCError>);
  });

  it("shows the owner's own rows newest first, and never another user's", async () => {
    const mine = await callerAs(deps, owner.token).activity.list({});
    expect(mine.items.map((item) => item.action)).toEqual([
      'user.login_failed',
      'user.login_succeeded',
      'user.login_succeeded',
      'user.login_succeeded',
      'user.registered',
    ]);
    const theirs = await callerAs(deps, other.token).activity.list({});
    expect(theirs.items.map((item) => item.action)).toEqual(['user.login_succeeded', 'user.registered']);
    const theirIds = new Set(theirs.items.map((item) => item.id));
    expect(mine.items.some((item) => theirIds.has(item.id))).toBe(false);
  });

  it('pages with a cursor without gaps or repeats', async () => {
    const caller = callerAs(deps, owner.token);
    const first = await caller.activity.list({ limit: 2 });
    const second = await caller.activity.list({ limit: 2, cursor: first.nextCursor ?? undefined });
    const third = await caller.activity.list({ limit: 2, cursor: second.nextCursor ?? undefined });
    const all = await caller.activity.list({ limit: 100 });
    expect([...first.items, ...second.items, ...third.items].map((item) => item.id)).toEqual(all.items.map((item) => item.id));
    expect(third.nextCursor).toBeNull();
  });

  it('filters by action and by date', async () => {
    const caller = callerAs(deps, owner.token);
    const failures = await caller.activity.list({ actions: ['user.login_failed'] });
    expect(failures.items).toHaveLength(1);
    expect(failures.items[0]?.metadata).toEqual({ usernameTried: 'owner', reason: 'bad_password' });
    expect(await caller.activity.list({ from: new Date(Date.now() + 60_000) })).toEqual({ items: [], nextCursor: null });
    expect((await caller.activity.list({ to: new Date(Date.now() + 60_000) })).items).toHaveLength(5);
  });

  it('rejects a forged cursor', async () => {
    await expect(callerAs(deps, owner.token).activity.list({ cursor: 'bm90LWEtY3Vyc29y' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
