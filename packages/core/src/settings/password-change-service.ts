import { deleteOtherUserSessions, findUserById, updatePasswordHash } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { clearLoginFailures, type LoginAttempt, loginThrottle, recordLoginFailure } from '../auth/auth-throttle.ts';
import { hashPassword, verifyPassword } from '../auth/password-hasher.ts';
import { passwordOwnerOf, requireStrongPassword } from '../auth/password-strength.ts';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import type { SettingsCaller, SettingsDeps } from './settings-deps.ts';
import { type ChangePasswordInput, changePasswordInputSchema } from './settings-schemas.ts';

export interface PasswordChangeDeps extends SettingsDeps {
  /** Injected so tests see the slowdown decided without waiting it out. */
  sleep?: ((ms: number) => Promise<void>) | undefined;
}

/**
 * Sets a new password when the current one is given right, and ends every other session of the user (ASVS 7.4.3);
 * the caller's own session stays. Wrong guesses count with sign-in's failures (ADR 0013): a stolen session cannot
 * be used to guess the password faster than the sign-in form allows.
 */
export async function changePassword(deps: PasswordChangeDeps, caller: SettingsCaller, rawInput: ChangePasswordInput): Promise<{ endedSessions: number }> {
  const { db, request, now } = deps;
  const input = changePasswordInputSchema.parse(rawInput);
  const user = await findUserById(db, caller.scope.userId);
  if (!user) throw new AppError('NOT_FOUND', userMessage('notFound'));
  if (!user.password_hash) throw new AppError('VALIDATION_FAILED', userMessage('noPasswordToChange'));
  const attempt: LoginAttempt = { account: user.id, ip: request.ip, device: null };
  const throttle = await loginThrottle(db, attempt, now);
  if (throttle.kind === 'refused') throw new AppError('RATE_LIMITED', userMessage('tooManyAttempts'));
  if (throttle.delayMs > 0) await (deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))))(throttle.delayMs);
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    await recordLoginFailure(db, attempt, now);
    const wrong = userMessage('currentPasswordWrong');
    throw new AppError('VALIDATION_FAILED', wrong, { fieldErrors: { currentPassword: [wrong] } });
  }
  await clearLoginFailures(db, attempt);
  await requireStrongPassword(input.newPassword, passwordOwnerOf(user), 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, caller.scope, passwordHash);
    const endedSessions = await deleteOtherUserSessions(trx, caller.scope, caller.sessionId);
    await recordAudit(trx, {
      event: { action: 'user.password_changed', metadata: { endedSessions } },
      userId: user.id,
      actor: { type: 'user', userId: user.id },
      target: { type: 'user', id: user.id },
      request,
    });
    return { endedSessions };
  });
}
