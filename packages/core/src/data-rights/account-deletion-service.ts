import { deleteAllUserSessions, findUserById, insertDeletionRequest } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import type { TransactionalJobs } from '../jobs/transactional-jobs.ts';
import { userMessage } from '../messages/index.ts';
import type { SettingsCaller, SettingsDeps } from '../settings/settings-deps.ts';
import { deleteAccountInputSchema } from './data-rights-schemas.ts';
import { newDeletionCode } from './deletion-tokens.ts';

/**
 * "Delete my account now" from Settings: with the username typed again, the account is signed out everywhere and its
 * deletion queued, in one transaction; the job then removes everything. Returns the code of its status page.
 */
export async function deleteAccountNow(deps: SettingsDeps & { jobs: TransactionalJobs }, caller: SettingsCaller, rawInput: { confirmUsername: string }): Promise<{ code: string }> {
  const input = deleteAccountInputSchema.parse(rawInput);
  const user = await findUserById(deps.db, caller.scope.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', userMessage('notAuthenticated'));
  if (input.confirmUsername.toLowerCase() !== user.username.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', userMessage('deletionUsernameMismatch'), { fieldErrors: { confirmUsername: [userMessage('deletionUsernameMismatch')] } });
  }
  const code = newDeletionCode();
  await deps.db.transaction().execute(async (trx) => {
    const stored = await insertDeletionRequest(trx, {
      code,
      source: 'settings',
      status: 'received',
      email: null,
      language: user.language ?? 'en',
      user_id: user.id,
      confirmed_at: deps.now,
    });
    await deleteAllUserSessions(trx, caller.scope);
    await recordAudit(trx, {
      event: { action: 'account.deletion_requested', metadata: { source: 'settings' } },
      userId: user.id,
      actor: { type: 'user', userId: user.id },
      target: { type: 'data_deletion_request', id: stored.id },
      request: deps.request,
    });
    await deps.jobs.send(trx, 'account.delete', { requestId: stored.id }, { singletonKey: stored.id });
  });
  return { code };
}
