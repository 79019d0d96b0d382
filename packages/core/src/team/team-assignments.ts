import { type Db, foreignAdAccountIds, type Trx } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';

/**
 * What a client is given, checked before anything changes: only a client is given accounts or businesses (the other
 * roles see the whole workspace), a client is given at least one, and every ad account is the workspace's.
 */
export async function checkAssignments(db: Db | Trx, workspaceId: string, role: string, access: { adAccountIds: string[]; businessIds: string[] }): Promise<void> {
  const given = access.adAccountIds.length + access.businessIds.length;
  if (role !== 'client') {
    if (given > 0) throw new AppError('VALIDATION_FAILED', userMessage('teamAssignmentsOnlyClients'));
    return;
  }
  if (given === 0) throw new AppError('VALIDATION_FAILED', userMessage('invitationClientNeedsAccess'));
  if ((await foreignAdAccountIds(db, workspaceId, access.adAccountIds)).length > 0) throw new AppError('VALIDATION_FAILED', userMessage('teamAccountsUnknown'));
}
