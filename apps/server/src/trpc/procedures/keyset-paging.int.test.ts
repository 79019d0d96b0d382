import { upsertAdAccounts, upsertConnection } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testCipher, testDeps } from '@adfleet/test-support/test-server';

/** Rows each list gets, all written within one millisecond. */
const ROWS = 50;

/**
 * Row i's microsecond within that millisecond: 37 and 25 are coprime, so the microseconds run shuffled against the
 * rows' ids, and rows i and i + 25 share one (identical timestamps, told apart by id alone).
 */
const micro = (i: number) => (i * 37) % 25;
const createdAt = (i: number) => sql<Date>`${`2026-11-20 10:00:00.123${String(micro(i)).padStart(3, '0')}+00`}::timestamptz`;
const label = (i: number) => `burst-${i}`;
/** A uuid that sorts as i does among one person's rows, for the lists whose ids are uuids. */
const uuidOf = (series: number, i: number) => `00000000-0000-4000-8${String(series).padStart(3, '0')}-${String(i).padStart(12, '0')}`;

const rows = Array.from({ length: ROWS }, (_, i) => i);
/** Newest first: by microsecond, then by id; each list's ids follow i. */
const newestFirst = [...rows].sort((a, b) => micro(b) - micro(a) || b - a).map(label);

interface Page {
  labels: string[];
  nextCursor: string | null;
}

describe('every keyset list pages exactly through rows written within one millisecond', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let deps: ReturnType<typeof testDeps>;

  beforeAll(() => {
    deps = testDeps(db());
  });

  let people = 0;
  /** A person of their own, so each list holds only the rows its case writes; `series` tells their uuids apart. */
  const signUp = async (username: string, ip: string) => {
    const { token, user } = await callerAs(deps, undefined, ip).auth.register({ username, email: `${username}@example.com`, password: TEST_PASSWORD });
    people += 1;
    return { token, userId: user.id, workspaceId: await workspaceOf(db(), user.id), series: people };
  };
  type Person = Awaited<ReturnType<typeof signUp>>;

  const writeSignInFailures = async (person: Person) => {
    await db()
      .insertInto('audit_log')
      .values(rows.map((i) => ({ user_id: person.userId, actor_type: 'user' as const, action: 'user.login_failed', metadata: JSON.stringify({ usernameTried: label(i), reason: 'bad_password' }), created_at: createdAt(i) })))
      .execute();
  };

  const lists: Array<{ list: string; write: (person: Person) => Promise<void>; page: (person: Person, cursor: string | undefined) => Promise<Page> }> = [
    {
      list: 'clone.history',
      write: async (person) => {
        await db()
          .insertInto('clone_batches')
          .values(
            rows.map((i) => ({
              id: uuidOf(person.series, i),
              workspace_id: person.workspaceId,
              created_by: person.userId,
              source_campaign_external_id: `c-${i}`,
              source_campaign_name: label(i),
              source_ad_account_id: 'act_source',
              name_template: '{name}',
              request: JSON.stringify({}),
              created_at: createdAt(i),
            })),
          )
          .execute();
      },
      page: async (person, cursor) => {
        const page = await callerAs(deps, person.token).clone.history({ limit: 7, ...(cursor ? { cursor } : {}) });
        return { labels: page.items.map((item) => item.sourceCampaignName), nextCursor: page.nextCursor };
      },
    },
    {
      list: 'activity.list',
      write: writeSignInFailures,
      page: async (person, cursor) => {
        const page = await callerAs(deps, person.token).activity.list({ limit: 7, actions: ['user.login_failed'], ...(cursor ? { cursor } : {}) });
        return { labels: page.items.map((item) => String(item.metadata['usernameTried'])), nextCursor: page.nextCursor };
      },
    },
    {
      list: 'activity.feed',
      write: writeSignInFailures,
      page: async (person, cursor) => {
        const page = await callerAs(deps, person.token).activity.feed({ limit: 7, group: false, actions: ['user.login_failed'], ...(cursor ? { cursor } : {}) });
        return { labels: page.entries.map((entry) => (entry.type === 'event' ? String(entry.metadata['usernameTried']) : entry.type)), nextCursor: page.nextCursor };
      },
    },
    {
      list: 'notifications.list',
      write: async (person) => {
        await db()
          .insertInto('notifications')
          .values(rows.map((i) => ({ user_id: person.userId, kind: 'account_connected', params: JSON.stringify({ platform: 'facebook', name: label(i), adAccountCount: 1 }), link: '/accounts', created_at: createdAt(i) })))
          .execute();
      },
      page: async (person, cursor) => {
        const page = await callerAs(deps, person.token).notifications.list({ limit: 7, ...(cursor ? { cursor } : {}) });
        return { labels: page.items.map((item) => String(item.params['name'])), nextCursor: page.nextCursor };
      },
    },
    {
      list: 'campaigns.list by created',
      write: async (person) => {
        await db()
          .transaction()
          .execute(async (trx) => {
            const connection = await upsertConnection(trx, { workspaceId: person.workspaceId, connectedBy: person.userId, platformId: 1, externalUserId: `fb-${person.userId}`, externalUserName: 'Someone', accessTokenCiphertext: testCipher.encrypt('EAA-secret'), tokenExpiresAt: null, scopes: [] });
            const [account] = await upsertAdAccounts(trx, [{ workspaceId: person.workspaceId, connectionId: connection.id, platformId: 1, adAccountId: 'act_1', name: 'Shop', status: 'ACTIVE', currency: 'USD', timezoneName: 'UTC', businessId: null, businessName: null, minDailyBudget: null }]);
            if (!account) throw new Error('no ad account written');
            await trx
              .insertInto('campaigns')
              .values(rows.map((i) => ({ id: uuidOf(person.series, i), workspace_id: person.workspaceId, ad_account_id: account.id, platform_id: 1, external_id: `c-${i}`, name: label(i), status: 'ACTIVE', effective_status: 'ACTIVE', objective: null, daily_budget: null, lifetime_budget: null, created_at: createdAt(i), updated_at: createdAt(i) })))
              .execute();
          });
      },
      page: async (person, cursor) => {
        const page = await callerAs(deps, person.token).campaigns.list({ sort: 'created', order: 'desc', limit: 7, ...(cursor ? { cursor } : {}) });
        if (Array.isArray(page)) throw new Error('expected one page');
        return { labels: page.items.map((item) => item.name), nextCursor: page.nextCursor };
      },
    },
  ];

  it.each(lists.map((entry, index) => ({ ...entry, index })))('$list lists each row once, newest first, a page of 7 at a time', async ({ index, write, page }) => {
    const person = await signUp(`burst-${index}`, `10.55.0.${index + 1}`);
    await write(person);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages <= ROWS; pages += 1) {
      const next = await page(person, cursor);
      seen.push(...next.labels);
      cursor = next.nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(cursor).toBeUndefined();
    expect(seen).toEqual(newestFirst);
  });

  it('pages campaigns by names as long as a platform allows (TikTok: 512 characters), whatever their script', async () => {
    const person = await signUp('long-names', '10.55.2.1');
    await lists[4]!.write(person);
    // The last three campaigns get names of 512 characters, 3 bytes each in UTF-8: their cursor is the longest there is.
    const longName = (i: number) => `${'日'.repeat(509)}-${i}`;
    for (const i of [47, 48, 49]) await db().updateTable('campaigns').set({ name: longName(i) }).where('id', '=', uuidOf(person.series, i)).execute();
    const names: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages <= ROWS; pages += 1) {
      const page = await callerAs(deps, person.token).campaigns.list({ sort: 'name', order: 'desc', limit: 1, ...(cursor ? { cursor } : {}) });
      if (Array.isArray(page)) throw new Error('expected one page');
      names.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(names.slice(0, 3)).toEqual([longName(49), longName(48), longName(47)]);
    expect(names).toHaveLength(ROWS);
  });

  it('refuses a cursor made for another list, and a forged one, with a validation error rather than a database error', async () => {
    const person = await signUp('cursor-mixer', '10.55.1.1');
    await lists[3]!.write(person);
    const { nextCursor } = await callerAs(deps, person.token).notifications.list({ limit: 7 });
    expect(nextCursor).toBeTruthy();
    const caller = callerAs(deps, person.token);
    const refused = { code: 'BAD_REQUEST' };
    await expect(caller.clone.history({ cursor: nextCursor! })).rejects.toMatchObject(refused);
    await expect(caller.activity.list({ cursor: nextCursor! })).rejects.toMatchObject(refused);
    const forged = (position: unknown[]) => Buffer.from(JSON.stringify(position)).toString('base64url');
    // Shaped right, but no such instant: PostgreSQL would refuse the cast.
    await expect(caller.clone.history({ cursor: forged(['clone-history', 'desc', '2026-02-30T10:00:00.000000Z', uuidOf(person.series, 1)]) })).rejects.toMatchObject(refused);
    await expect(caller.notifications.list({ cursor: forged(['notifications', 'desc', '2026-11-20T10:00:00.123000Z', 'not-a-number']) })).rejects.toMatchObject(refused);
    await expect(caller.campaigns.list({ sort: 'name', limit: 3, cursor: forged(['campaigns.name', 'desc', 'nul\u0000name', uuidOf(person.series, 1)]) })).rejects.toMatchObject(refused);
  });
});
