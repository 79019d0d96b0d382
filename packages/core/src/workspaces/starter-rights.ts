import { type Db, findMemberRole, type Trx } from '@adfleet/db';
import { roleCan } from './role-rules.ts';

/**
 * Whether the member who started queued work may still change things in its workspace when the work comes to run
 * (ADR 0056): a member demoted below `operate`, one who left, or one whose account is gone (null) may not.
 */
export async function starterMayOperate(db: Db | Trx, workspaceId: string, startedBy: string | null): Promise<boolean> {
  if (!startedBy) return false;
  const role = await findMemberRole(db, workspaceId, startedBy);
  return role !== undefined && roleCan(role, 'operate');
}
