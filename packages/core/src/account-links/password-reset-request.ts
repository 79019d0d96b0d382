import { countAction, type Db } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import type { TransactionalJobs } from '../jobs/transactional-jobs.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { minutesLeft } from './account-link-token.ts';
import { type RequestPasswordResetInput, requestPasswordResetInputSchema } from './account-link-schemas.ts';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Forgot-password requests per hour: per address the requests come from, and per email address typed (counted the
 * same whether or not an account has it, so the refusal tells nothing). The account's own limit is in the job.
 */
export const RESET_REQUEST_LIMITS = { perIp: 20, perEmail: 5, perAccount: 3, windowMs: HOUR_MS } as const;

export interface PasswordResetRequestDeps {
  db: Db;
  jobs: TransactionalJobs;
  request: RequestMeta;
  now: Date;
  /** The app's public URL, for the link. */
  appUrl: string;
}

/**
 * The forgot-password form. Whatever the address, it does the same work (two counters and one queued job) and gives
 * the same answer; the job looks the address up and mails a link if an account has it.
 */
export async function requestPasswordReset(deps: PasswordResetRequestDeps, rawInput: RequestPasswordResetInput): Promise<{ accepted: true }> {
  const { db, jobs, request, now, appUrl } = deps;
  const input = requestPasswordResetInputSchema.parse(rawInput);
  const email = input.email.toLowerCase();
  const [byIp, byEmail] = await Promise.all([
    countAction(db, `reset:ip:${request.ip}`, now, RESET_REQUEST_LIMITS.windowMs),
    countAction(db, `reset:email:${email}`, now, RESET_REQUEST_LIMITS.windowMs),
  ]);
  const over = [byIp.count > RESET_REQUEST_LIMITS.perIp ? byIp : null, byEmail.count > RESET_REQUEST_LIMITS.perEmail ? byEmail : null].find((counted) => counted !== null);
  if (over) {
    const minutes = minutesLeft(over.windowStartedAt, RESET_REQUEST_LIMITS.windowMs, now);
    throw new AppError('RATE_LIMITED', userMessage('resetRequestsLimited', { count: minutes }), { retryAfterSeconds: minutes * 60 });
  }
  await db.transaction().execute((trx) =>
    jobs.send(trx, 'auth.password_reset_request', { email, language: input.language, appUrl, ip: request.ip, userAgent: request.userAgent?.slice(0, 1000) ?? null }),
  );
  return { accepted: true };
}
