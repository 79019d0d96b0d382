import { countAction, type Db, findUserByEmail, insertAccountToken } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import type { JobPayload } from '../jobs/job-registry.ts';
import type { TransactionalJobs } from '../jobs/transactional-jobs.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { newAccountLinkToken } from './account-link-token.ts';
import { RESET_REQUEST_LIMITS } from './password-reset-request.ts';

const PASSWORD_RESET_LINK_MS = 60 * 60 * 1000;

/** The name a message greets a person by: their first name, else their username. */
export function greetingName(user: { first_name: string | null; username: string }): string {
  return user.first_name ?? user.username;
}

/**
 * The auth.password_reset_request job: when an account has the address (and has not had too many links this hour),
 * stores a one-hour link's hash, mails the link and audits it, in one transaction. An unknown address ends here.
 */
export async function issuePasswordReset(db: Db, jobs: TransactionalJobs, payload: JobPayload<'auth.password_reset_request'>, now: Date): Promise<{ issued: boolean }> {
  const user = await findUserByEmail(db, payload.email);
  if (!user) return { issued: false };
  const { count } = await countAction(db, `reset:account:${user.id}`, now, RESET_REQUEST_LIMITS.windowMs);
  if (count > RESET_REQUEST_LIMITS.perAccount) return { issued: false };
  const { token, hash } = newAccountLinkToken();
  const link = `${payload.appUrl}/reset-password#token=${token}`;
  await db.transaction().execute(async (trx) => {
    await insertAccountToken(trx, { tokenHash: hash, userId: user.id, purpose: 'password_reset', email: user.email, expiresAt: new Date(now.getTime() + PASSWORD_RESET_LINK_MS) });
    await queueMail(trx, jobs, { to: user.email, userId: user.id, template: 'password-reset', language: payload.language, params: { name: greetingName(user), link } });
    await recordAudit(trx, {
      event: { action: 'user.password_reset_requested', metadata: {} },
      userId: user.id,
      actor: { type: 'anonymous' },
      target: { type: 'user', id: user.id },
      request: { ip: payload.ip, userAgent: payload.userAgent ?? undefined },
    });
  });
  return { issued: true };
}
