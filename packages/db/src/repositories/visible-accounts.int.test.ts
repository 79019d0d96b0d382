import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/use-test-database.ts';
import { insertUser } from './users-repository.ts';
import { insertWorkspace } from './workspaces-repository.ts';
import { setMemberAssignments } from './member-assignments-repository.ts';
import { findSessionWithUser, insertSession } from './sessions-repository.ts';
import { visibleAccountCondition } from './visible-accounts.ts';
import type { WorkspaceScope } from '../scope.ts';

describe('a client member’s visible ad accounts', () => {
  const database = useTestDatabase();

  it('rides in the session and narrows reads to the assigned accounts and businesses, never another workspace’s', async () => {
    const db = database().db;
    const { workspace, accounts, client, foreignAccount } = await db.transaction().execute(async (trx) => {
      const owner = await insertUser(trx, { username: 'owner', email: 'owner@example.com' });
      const client = await insertUser(trx, { username: 'client', email: 'client@example.com' });
      const workspace = await insertWorkspace(trx, { name: 'Agency', ownerId: owner.id });
      const other = await insertWorkspace(trx, { name: 'Other', ownerId: owner.id });
      await trx.insertInto('workspace_members').values({ workspace_id: workspace.id, user_id: client.id, role: 'client' }).execute();
      const connection = await sql<{ id: string }>`insert into platform_connections (workspace_id, platform_id, external_user_id, access_token_ciphertext)
        values (${workspace.id}, 1, 'fb-1', 'v1:x') returning id`.execute(trx);
      const account = async (workspaceId: string, name: string, businessId: string | null) =>
        (await sql<{ id: string }>`insert into ad_accounts (workspace_id, connection_id, platform_id, ad_account_id, name, status, currency, business_id)
          values (${workspaceId}, ${connection.rows[0]?.id}, 1, ${`act_${name}`}, ${name}, 'ACTIVE', 'USD', ${businessId}) returning id`.execute(trx)).rows[0]!.id;
      const accounts = { assigned: await account(workspace.id, 'Assigned', null), ofBusiness: await account(workspace.id, 'Of business', 'biz-1'), otherClient: await account(workspace.id, 'Other client', 'biz-2') };
      const foreignAccount = await account(other.id, 'Foreign', 'biz-1');
      await setMemberAssignments(trx, { workspaceId: workspace.id, userId: client.id }, { adAccountIds: [accounts.assigned, foreignAccount], businessIds: ['biz-1', 'biz-1'] });
      return { workspace, accounts, client, foreignAccount };
    });

    expect(await db.selectFrom('member_accounts').select('ad_account_id').where('user_id', '=', client.id).execute()).toEqual([{ ad_account_id: accounts.assigned }]);

    await db.transaction().execute((trx) =>
      insertSession(trx, { id: 'session-1', user_id: client.id, expires_at: new Date(Date.now() + 60_000), created_at: new Date(), ip: null, user_agent: null }),
    );
    const found = await findSessionWithUser(db, 'session-1');
    const membership = found?.memberships.find((each) => each.workspaceId === workspace.id);
    expect(membership).toEqual({ workspaceId: workspace.id, role: 'client', clientAccess: { adAccountIds: [accounts.assigned], businessIds: ['biz-1'] } });
    // Their own (personal) workspace: whole, with nothing to narrow.
    expect(found?.memberships.filter((each) => each.workspaceId !== workspace.id)).toEqual([{ workspaceId: expect.any(String), role: 'owner' }]);

    const visibleNames = (scope: WorkspaceScope) =>
      db
        .selectFrom('ad_accounts as a')
        .select('a.name')
        .where('a.workspace_id', '=', scope.workspaceId)
        .where(visibleAccountCondition('a.id', scope))
        .orderBy('a.name')
        .execute();
    const clientAccess = membership?.clientAccess;
    expect(await visibleNames({ workspaceId: workspace.id, clientAccess })).toEqual([{ name: 'Assigned' }, { name: 'Of business' }]);
    expect(await visibleNames({ workspaceId: workspace.id })).toHaveLength(3);
    expect(await visibleNames({ workspaceId: workspace.id, clientAccess: { adAccountIds: [], businessIds: [] } })).toEqual([]);
    expect(foreignAccount).toBeTruthy();
  });
});
