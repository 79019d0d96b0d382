import { sql } from 'kysely';
import type { Trx } from '../client.ts';
import type { ClientAccess } from '../scope.ts';

/**
 * Replaces what a client member is assigned: only ad accounts of the member's workspace are kept (an id from another
 * workspace is dropped, never attached), businesses as given. Run in the caller's transaction with the membership row.
 */
export async function setMemberAssignments(trx: Trx, member: { workspaceId: string; userId: string }, access: ClientAccess): Promise<void> {
  await trx.deleteFrom('member_accounts').where('workspace_id', '=', member.workspaceId).where('user_id', '=', member.userId).execute();
  await trx.deleteFrom('member_businesses').where('workspace_id', '=', member.workspaceId).where('user_id', '=', member.userId).execute();
  if (access.adAccountIds.length > 0) {
    await trx
      .insertInto('member_accounts')
      .columns(['workspace_id', 'user_id', 'ad_account_id'])
      .expression((eb) =>
        eb
          .selectFrom('ad_accounts')
          .select([sql<string>`${member.workspaceId}::uuid`.as('workspace_id'), sql<string>`${member.userId}::uuid`.as('user_id'), 'id'])
          .where('workspace_id', '=', member.workspaceId)
          .where('id', 'in', access.adAccountIds),
      )
      .execute();
  }
  const businessIds = [...new Set(access.businessIds)];
  if (businessIds.length > 0) {
    await trx
      .insertInto('member_businesses')
      .values(businessIds.map((businessId) => ({ workspace_id: member.workspaceId, user_id: member.userId, business_id: businessId })))
      .execute();
  }
}
