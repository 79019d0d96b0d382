import { consumeAccountToken, countAction, type Db, findUserById, insertAccountToken, markEmailVerified, type Trx, type UserRow } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import type { TransactionalJobs } from '../jobs/transactional-jobs.ts';
import type { MailLanguage } from '../mail/mail-template.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { hashAccountLinkToken, minutesLeft, newAccountLinkToken } from './account-link-token.ts';
import { type EmailVerificationStatus, type ResendVerificationInput, resendVerificationInputSchema, type VerifyEmailInput, verifyEmailInputSchema } from './account-link-schemas.ts';
import { greetingName } from './password-reset-issue.ts';

const EMAIL_VERIFICATION_LINK_MS = 24 * 60 * 60 * 1000;
/** Confirmation emails a person may ask for again, per hour (the one sent at sign-up does not count). */
export const VERIFICATION_RESEND_LIMIT = { perWindow: 3, windowMs: 60 * 60 * 1000 } as const;

export interface VerificationMailDeps {
  jobs: TransactionalJobs;
  now: Date;
  appUrl: string;
  language: MailLanguage;
}

/** Stores a 24-hour link's hash and mails the link, inside the caller's transaction (sign-up's, or a resend's). */
export async function sendVerificationMail(trx: Trx, deps: VerificationMailDeps, user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'username'>): Promise<void> {
  const { token, hash } = newAccountLinkToken();
  await insertAccountToken(trx, { tokenHash: hash, userId: user.id, purpose: 'email_verification', email: user.email, expiresAt: new Date(deps.now.getTime() + EMAIL_VERIFICATION_LINK_MS) });
  await queueMail(trx, deps.jobs, {
    to: user.email,
    userId: user.id,
    template: 'email-verification',
    language: deps.language,
    params: { name: greetingName(user), link: `${deps.appUrl}/verify-email#token=${token}` },
  });
}

/** Whom a verification call is about: the signed-in user, scoped once here (teams widen it later). */
export interface VerificationCaller {
  scope: { userId: string };
}

export async function emailVerificationStatus(db: Db, caller: VerificationCaller): Promise<EmailVerificationStatus> {
  const user = await findUserById(db, caller.scope.userId);
  if (!user) throw new AppError('NOT_FOUND', userMessage('notFound'));
  return { email: user.email, verified: user.email_verified_at !== null };
}

/** Mails a new confirmation link, a few times an hour at most; an address already verified gets none. */
export async function resendVerificationMail(deps: { db: Db; jobs: TransactionalJobs; now: Date; appUrl: string }, caller: VerificationCaller, rawInput: ResendVerificationInput): Promise<{ sent: boolean }> {
  const { db, now } = deps;
  const input = resendVerificationInputSchema.parse(rawInput);
  const user = await findUserById(db, caller.scope.userId);
  if (!user) throw new AppError('NOT_FOUND', userMessage('notFound'));
  if (user.email_verified_at) return { sent: false };
  const counted = await countAction(db, `verify-resend:user:${user.id}`, now, VERIFICATION_RESEND_LIMIT.windowMs);
  if (counted.count > VERIFICATION_RESEND_LIMIT.perWindow) {
    const minutes = minutesLeft(counted.windowStartedAt, VERIFICATION_RESEND_LIMIT.windowMs, now);
    throw new AppError('RATE_LIMITED', userMessage('verificationResendLimited', { count: minutes }), { retryAfterSeconds: minutes * 60 });
  }
  await db.transaction().execute((trx) => sendVerificationMail(trx, { ...deps, language: user.language ?? input.language }, user));
  return { sent: true };
}

/**
 * Opens a confirmation link: used once, within 24 hours, and only while the address it was mailed to is still the
 * account's (a changed address needs a link of its own). Needs no session: the link may be opened on a phone.
 */
export async function verifyEmail(deps: { db: Db; request: RequestMeta; now: Date }, rawInput: VerifyEmailInput): Promise<{ verified: true }> {
  const { db, request, now } = deps;
  const input = verifyEmailInputSchema.parse(rawInput);
  return db.transaction().execute(async (trx) => {
    const consumed = await consumeAccountToken(trx, hashAccountLinkToken(input.token), 'email_verification', now);
    if (!consumed || !(await markEmailVerified(trx, consumed.userId, consumed.email, now))) throw new AppError('VALIDATION_FAILED', userMessage('verificationLinkInvalid'));
    await recordAudit(trx, { event: { action: 'user.email_verified', metadata: {} }, userId: consumed.userId, actor: { type: 'anonymous' }, target: { type: 'user', id: consumed.userId }, request });
    return { verified: true as const };
  });
}
