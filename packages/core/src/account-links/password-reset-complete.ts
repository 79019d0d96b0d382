import { consumeAccountToken, type Db, deleteAllUserSessions, findUserById, markEmailVerified, retireAccountTokens, updatePasswordHash } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { hashPassword } from '../auth/password-hasher.ts';
import { passwordOwnerOf, requireStrongPassword } from '../auth/password-strength.ts';
import { AppError } from '../errors/app-error.ts';
import type { TransactionalJobs } from '../jobs/transactional-jobs.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { hashAccountLinkToken } from './account-link-token.ts';
import { type CompletePasswordResetInput, completePasswordResetInputSchema } from './account-link-schemas.ts';
import { greetingName } from './password-reset-issue.ts';

export interface PasswordResetCompleteDeps {
  db: Db;
  jobs: TransactionalJobs;
  request: RequestMeta;
  now: Date;
  appUrl: string;
}

/**
 * Sets a new password with a reset link, in one transaction: the link is used up (a second use, a late one or an
 * unknown one is refused and changes nothing), every session of the account ends, other reset links die, the
 * address counts as verified (the link proved it), an audit row is written and a notice is mailed. The person then
 * signs in with the new password: no session is handed out here (OWASP's forgot-password advice).
 */
export async function completePasswordReset(deps: PasswordResetCompleteDeps, rawInput: CompletePasswordResetInput): Promise<{ endedSessions: number }> {
  const { db, jobs, request, now, appUrl } = deps;
  const input = completePasswordResetInputSchema.parse(rawInput);
  // Hashed before the transaction: argon2 takes a while, and a row lock must not wait on it.
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction().execute(async (trx) => {
    const consumed = await consumeAccountToken(trx, hashAccountLinkToken(input.token), 'password_reset', now);
    if (!consumed) throw new AppError('VALIDATION_FAILED', userMessage('resetLinkInvalid'));
    const user = await findUserById(trx, consumed.userId);
    if (!user) throw new AppError('VALIDATION_FAILED', userMessage('resetLinkInvalid'));
    // Only a live link gets its password scored; refusing it rolls the link's use back, so the person can try again.
    await requireStrongPassword(input.newPassword, passwordOwnerOf(user), 'newPassword');
    const scope = { userId: user.id };
    await updatePasswordHash(trx, scope, passwordHash);
    const endedSessions = await deleteAllUserSessions(trx, scope);
    await retireAccountTokens(trx, user.id, 'password_reset', now);
    await markEmailVerified(trx, user.id, consumed.email, now);
    await recordAudit(trx, {
      event: { action: 'user.password_reset', metadata: { endedSessions } },
      userId: user.id,
      actor: { type: 'anonymous' },
      target: { type: 'user', id: user.id },
      request,
    });
    const language = user.language ?? input.language;
    await queueMail(trx, jobs, { to: user.email, userId: user.id, template: 'password-changed', language, params: { name: greetingName(user), activityLink: `${appUrl}/activity` } });
    return { endedSessions };
  });
}
