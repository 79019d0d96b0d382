import { useTestDatabase } from '@adfleet/db/testing';
import type { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';

describe('activity.feed', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let deps: ReturnType<typeof testDeps>;
  const owner = { id: '', token: '' };
  const other = { id: '', token: '' };
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
  const createdIds = { adSetIds: [], creativeIds: [], adIds: [] };

  beforeAll(async () => {
    deps = testDeps(db());
    for (const [who, username, ip] of [[owner, 'historian', '10.33.0.1'], [other, 'stranger', '10.33.0.2']] as const) {
      const { token, user } = await callerAs(deps, undefined, ip).auth.register({ username, email: `${username}@example.com`, password: TEST_PASSWORD });
      Object.assign(who, { id: user.id, token });
    }
    const row = (userId: string, minute: number, action: string, metadata: object) => ({ user_id: userId, actor_type: 'system' as const, action, metadata: JSON.stringify(metadata), created_at: at(minute) });
    const sync = (minute: number, runId: string, action = 'sync.succeeded') => row(owner.id, minute, action, { runId, kind: 'ad_account', trigger: 'schedule', adAccountId: 'act_1', stats: {} });
    // Oldest first: a clone, twelve syncs (24 rows, started and succeeded), sign-ins, a failed sync, more syncs.
    await db()
      .insertInto('audit_log')
      .values([
        row(owner.id, 0, 'clone.requested', { batchId: 'b1', sourceCampaignId: 'c1', nameTemplate: '{name}', budgetType: 'daily', targetAccounts: ['act_2', 'act_3'] }),
        row(owner.id, 1, 'clone.account_succeeded', { batchId: 'b1', adAccountId: 'act_2', createdIds, warnings: [] }),
        ...Array.from({ length: 12 }, (_, i) => [sync(2 + i, `r${i}`, 'sync.started'), sync(2 + i, `r${i}`)]).flat(),
        row(owner.id, 20, 'user.login_succeeded', { method: 'password' }),
        row(owner.id, 21, 'user.logged_out', {}),
        row(owner.id, 30, 'sync.failed', { runId: 'rf', kind: 'ad_account', trigger: 'schedule', adAccountId: 'act_3', error: 'x', stats: {} }),
        sync(40, 'r40', 'sync.started'),
        sync(40, 'r40'),
        row(other.id, 5, 'clone.requested', { batchId: 'b9', sourceCampaignId: 'c9', nameTemplate: '{name}', budgetType: 'daily', targetAccounts: ['act_2'] }),
      ])
      .execute();
  });

  const caller = (token?: string) => callerAs(deps, token);
  /** Rows written before registering (the audit log is append-only): `to` leaves out each user's own sign-up row. */
  const before = new Date(Date.UTC(2026, 10, 21));
  const feed = (token: string, input: Parameters<ReturnType<typeof caller>['activity']['feed']>[0] = {}) => caller(token).activity.feed({ to: before, ...input });
  const shape = (entries: Awaited<ReturnType<ReturnType<typeof caller>['activity']['feed']>>['entries']) =>
    entries.map((entry) => (entry.type === 'group' ? `${entry.count} ${entry.category}` : entry.action));

  it('refuses an anonymous caller', async () => {
    await expect(caller().activity.feed({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' } satisfies Partial<TRPCError>);
  });

  it('folds runs of routine rows into one entry each, so the clone stays in view', async () => {
    const { entries, nextCursor } = await feed(owner.token, { limit: 5 });
    expect(shape(entries)).toEqual(['1 sync', 'sync.failed', '2 session', '12 sync', 'clone.account_succeeded']);
    expect(entries[3]).toMatchObject({ type: 'group', from: at(2), to: at(13) });
    // A run of one sync (its two rows) is shown as a group of one run; a lone routine row would be the row itself.
    const last = await feed(owner.token, { limit: 5, cursor: nextCursor ?? undefined });
    expect(shape(last.entries)).toEqual(['clone.requested']);
    expect(last.nextCursor).toBeNull();
  });

  it('lists every row when grouping is off', async () => {
    const { entries } = await feed(owner.token, { limit: 50, group: false });
    expect(entries).toHaveLength(2 + 24 + 2 + 1 + 2);
  });

  it('pages with a cursor across rows written in the same instant, without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await feed(owner.token, { limit: 3, group: false, ...(cursor ? { cursor } : {}) });
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const all = (await feed(owner.token, { limit: 50, group: false })).entries.map((entry) => entry.id);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(31);
  });

  it('filters by action, by ad account and by dates; another user gets none of the owner’s rows', async () => {
    expect(shape((await feed(owner.token, { actions: ['sync.failed', 'clone.requested'] })).entries)).toEqual(['sync.failed', 'clone.requested']);
    expect(shape((await feed(owner.token, { adAccountId: 'act_3' })).entries)).toEqual(['sync.failed', 'clone.requested']);
    expect(shape((await caller(owner.token).activity.feed({ from: at(20), to: at(31) })).entries)).toEqual(['sync.failed', '2 session']);
    expect(shape((await feed(other.token, { limit: 50, group: false })).entries)).toEqual(['clone.requested']);
    expect(shape((await caller(other.token).activity.feed({ limit: 50, group: false })).entries)).toEqual(['user.registered', 'clone.requested']);
    await expect(caller(owner.token).activity.feed({ cursor: 'bm90LWEtY3Vyc29y' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller(owner.token).activity.feed({ actions: ['no.such_action' as never] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
