import { notify, notifyCloneBatchIfFinished } from '@adfleet/core';
import { finishCloneTarget } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import type { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';

describe('notifications procedures', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let deps: ReturnType<typeof testDeps>;
  const owner = { id: '', token: '' };
  const other = { id: '', token: '' };

  beforeAll(async () => {
    deps = testDeps(db());
    for (const [who, username, ip] of [[owner, 'notified', '10.31.0.1'], [other, 'bystander', '10.31.0.2']] as const) {
      const { token, user } = await callerAs(deps, undefined, ip).auth.register({ username, email: `${username}@example.com`, password: TEST_PASSWORD });
      Object.assign(who, { id: user.id, token });
    }
  });

  const caller = (token?: string) => callerAs(deps, token);
  const connected = (name: string) => ({ platform: 'facebook', name, adAccountCount: 2 });

  it('refuses an anonymous caller on every procedure', async () => {
    const anonymous = caller();
    const unauthorized = { code: 'UNAUTHORIZED' } satisfies Partial<TRPCError>;
    await expect(anonymous.notifications.list({})).rejects.toMatchObject(unauthorized);
    await expect(anonymous.notifications.unreadCount()).rejects.toMatchObject(unauthorized);
    await expect(anonymous.notifications.markRead({ ids: ['1'] })).rejects.toMatchObject(unauthorized);
    await expect(anonymous.notifications.markAllRead()).rejects.toMatchObject(unauthorized);
    await expect(anonymous.notifications.preferences()).rejects.toMatchObject(unauthorized);
    await expect(anonymous.notifications.setPreferences({ preferences: [{ kind: 'sync_failed', enabled: false }] })).rejects.toMatchObject(unauthorized);
  });

  it('lists the owner’s notifications newest first with where to act, counts the unread, and shows another user none of them', async () => {
    await notify(db(), owner.id, 'account_connected', connected('Ana Lima'));
    await notify(db(), owner.id, 'sync_failed', { adAccountId: 'act_1', account: 'US Store' });
    await notify(db(), other.id, 'account_connected', connected('Chloé'));

    const mine = await caller(owner.token).notifications.list({});
    expect(mine.items.map((item) => [item.kind, item.link, item.readAt])).toEqual([
      ['sync_failed', '/accounts', null],
      ['account_connected', '/accounts', null],
    ]);
    expect(mine.items[0]?.params).toEqual({ adAccountId: 'act_1', account: 'US Store' });
    expect(await caller(owner.token).notifications.unreadCount()).toEqual({ count: 2 });
    const theirs = await caller(other.token).notifications.list({});
    expect(theirs.items.map((item) => item.params['name'])).toEqual(['Chloé']);
  });

  it('marks one read for its owner only: another user naming it changes nothing', async () => {
    const [newest] = (await caller(owner.token).notifications.list({})).items;
    if (!newest) throw new Error('no notification');
    expect(await caller(other.token).notifications.markRead({ ids: [newest.id] })).toEqual({ marked: 0 });
    expect(await caller(owner.token).notifications.unreadCount()).toEqual({ count: 2 });

    expect(await caller(owner.token).notifications.markRead({ ids: [newest.id] })).toEqual({ marked: 1 });
    expect(await caller(owner.token).notifications.unreadCount()).toEqual({ count: 1 });
    expect((await caller(owner.token).notifications.list({ unreadOnly: true })).items.map((item) => item.kind)).toEqual(['account_connected']);
    await expect(caller(owner.token).notifications.markRead({ ids: ['not-an-id'] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller(owner.token).notifications.markRead({ ids: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('marks all of the owner’s read and none of another user’s', async () => {
    expect(await caller(owner.token).notifications.markAllRead()).toEqual({ marked: 1 });
    expect(await caller(owner.token).notifications.unreadCount()).toEqual({ count: 0 });
    expect(await caller(other.token).notifications.unreadCount()).toEqual({ count: 1 });
  });

  it('pages with a cursor through notifications created in the same instant, without gaps or repeats', async () => {
    const sameInstant = new Date('2026-11-20T09:00:00Z');
    const { rows } = await db()
      .insertInto('notifications')
      .values(Array.from({ length: 5 }, (_, i) => ({ user_id: other.id, kind: 'account_disconnected', params: JSON.stringify({ platform: 'facebook', connectionId: `c${i}` }), link: '/accounts', created_at: sameInstant })))
      .returning('id')
      .execute()
      .then((inserted) => ({ rows: inserted }));
    expect(rows).toHaveLength(5);
    const pages = [];
    let cursor: string | undefined;
    do {
      const page = await caller(other.token).notifications.list({ limit: 2, ...(cursor ? { cursor } : {}) });
      pages.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const all = (await caller(other.token).notifications.list({ limit: 50 })).items.map((item) => item.id);
    expect(pages).toEqual(all);
    expect(new Set(pages).size).toBe(6);
    await expect(caller(other.token).notifications.list({ cursor: 'bm90LWEtY3Vyc29y' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('has every kind on by default; a kind turned off is not notified, and another user’s settings are untouched', async () => {
    const defaults = await caller(owner.token).notifications.preferences();
    expect(defaults.preferences.length).toBeGreaterThanOrEqual(7);
    expect(defaults.preferences.every((preference) => preference.enabled)).toBe(true);

    const changed = await caller(owner.token).notifications.setPreferences({ preferences: [{ kind: 'account_connected', enabled: false }] });
    expect(changed.preferences.find((preference) => preference.kind === 'account_connected')?.enabled).toBe(false);
    expect(await notify(db(), owner.id, 'account_connected', connected('Ana again'))).toBe(false);
    expect(await notify(db(), other.id, 'account_connected', connected('Chloé again'))).toBe(true);
    expect((await caller(other.token).notifications.preferences()).preferences.every((preference) => preference.enabled)).toBe(true);

    await caller(owner.token).notifications.setPreferences({ preferences: [{ kind: 'account_connected', enabled: true }] });
    expect(await notify(db(), owner.id, 'account_connected', connected('Ana back'))).toBe(true);
    await expect(caller(owner.token).notifications.setPreferences({ preferences: [{ kind: 'no_such_kind' as never, enabled: false }] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('does not repeat itself: one notice per key until the condition clears', async () => {
    const failure = { adAccountId: 'act_dedup', account: 'EU Fashion' };
    expect(await notify(db(), owner.id, 'sync_failed', failure)).toBe(true);
    expect(await notify(db(), owner.id, 'sync_failed', failure)).toBe(false);
    // An expiry warning is said once per token and warning, whatever the day: a renewed token's are news again.
    const expiring = { connectionId: 'c1', name: 'Ana', expiresAt: '2026-12-01T00:00:00.000Z', warning: 'week' } as const;
    expect(await notify(db(), owner.id, 'token_expiring', expiring, new Date('2026-11-25T08:00:00Z'))).toBe(true);
    expect(await notify(db(), owner.id, 'token_expiring', expiring, new Date('2026-11-26T08:00:00Z'))).toBe(false);
    expect(await notify(db(), owner.id, 'token_expiring', { ...expiring, warning: 'day' }, new Date('2026-11-30T08:00:00Z'))).toBe(true);
    expect(await notify(db(), owner.id, 'token_expiring', { ...expiring, expiresAt: '2027-01-30T00:00:00.000Z' }, new Date('2026-11-30T09:00:00Z'))).toBe(true);
  });

  it('says a clone batch finished exactly once when its last two targets end at the same moment', async () => {
    const workspaceId = await workspaceOf(db(), owner.id);
    const batch = await db()
      .insertInto('clone_batches')
      .values({ workspace_id: workspaceId, created_by: owner.id, source_campaign_external_id: '120', source_campaign_name: 'Spring', source_ad_account_id: 'act_src', name_template: '{name}', request: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const source = await db()
      .insertInto('clone_batch_sources')
      .values({ batch_id: batch.id, position: 0, source_campaign_external_id: '120', source_campaign_name: 'Spring', source_ad_account_id: 'act_src', snapshot: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const targets = await db()
      .insertInto('clone_targets')
      .values(
        ['act_a', 'act_b', 'act_c'].map((act, i) => ({
          batch_id: batch.id,
          source_id: source.id,
          workspace_id: workspaceId,
          external_ad_account_id: act,
          account_name: act,
          currency: 'USD',
          campaign_name: 'Spring',
          warnings: JSON.stringify([]),
          state: i === 0 ? ('succeeded' as const) : ('running' as const),
        })),
      )
      .returning('id')
      .execute();

    // Both transactions end their target before either looks at the batch: each sees the other's end uncommitted.
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothEnded = new Promise<void>((resolve) => (release = resolve));
    const end = (targetId: string, state: 'succeeded' | 'failed') =>
      db()
        .transaction()
        .execute(async (trx) => {
          const outcome = { state, message: { code: 'cloneSucceeded', params: {} }, error: null, warnings: [], finishedAt: new Date() };
          expect(await finishCloneTarget(trx, targetId, outcome)).toBe(true);
          arrived += 1;
          if (arrived === 2) release();
          await bothEnded;
          await notifyCloneBatchIfFinished(trx, batch.id, new Date());
        });
    await Promise.all([end(targets[1]?.id ?? '', 'succeeded'), end(targets[2]?.id ?? '', 'failed')]);

    const finished = await db().selectFrom('notifications').select(['kind', 'params', 'link']).where('user_id', '=', owner.id).where('kind', '=', 'clone_finished').execute();
    expect(finished).toEqual([{ kind: 'clone_finished', params: { batchId: batch.id, campaign: 'Spring', succeeded: 2, failed: 1 }, link: `/campaign-duplicator?batchId=${batch.id}` }]);
  });
});
