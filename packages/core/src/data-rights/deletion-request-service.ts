import { completeDeletionRequest, type Db, findDeletionRequestByCode, findUserIdByEmail, insertDeletionRequest, lockDeletionRequestByTokenHash, markDeletionRequestConfirmed } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import type { TransactionalJobs } from '../jobs/transactional-jobs.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { type DeletionRequestInput, deletionRequestInputSchema, type DeletionStatus } from './data-rights-schemas.ts';
import { takeDeletionRequestSlot } from './deletion-rate-limit.ts';
import { hashConfirmationToken, newConfirmationToken, newDeletionCode } from './deletion-tokens.ts';

/** How long the emailed link confirms the request. */
const CONFIRMATION_VALID_HOURS = 24;

export interface DeletionRequestDeps {
  db: Db;
  now: Date;
  request: RequestMeta;
  jobs: TransactionalJobs;
  /** Where the web app is served, for the link in the email. */
  publicUrl: string;
}

/**
 * The public form: stores the request and emails a link to confirm it. It answers the same whether or not the
 * address has an account (whose account it is, is decided only when the link is followed), so the form tells
 * nobody who uses AdFleet.
 */
export async function requestDataDeletion(deps: DeletionRequestDeps, rawInput: DeletionRequestInput): Promise<{ code: string }> {
  const input = deletionRequestInputSchema.parse(rawInput);
  await takeDeletionRequestSlot(deps.db, input.email, deps.request.ip ?? 'unknown', deps.now);
  const code = newDeletionCode();
  const { token, hash } = newConfirmationToken();
  await deps.db.transaction().execute(async (trx) => {
    const stored = await insertDeletionRequest(trx, {
      code,
      source: 'form',
      status: 'awaiting_confirmation',
      email: input.email,
      reason: input.reason || null,
      language: input.language,
      token_hash: hash,
      token_expires_at: new Date(deps.now.getTime() + CONFIRMATION_VALID_HOURS * 3_600_000),
    });
    await recordAudit(trx, {
      event: { action: 'data_deletion.requested', metadata: { source: 'form' } },
      userId: null,
      actor: { type: 'anonymous' },
      target: { type: 'data_deletion_request', id: stored.id },
      request: deps.request,
    });
    // No user id on the message: it is about an address, and it must outlive the account it may lead to deleting.
    // The token travels in the link's fragment, so it never reaches a server log.
    await queueMail(trx, deps.jobs, {
      to: input.email,
      userId: null,
      template: 'data-deletion-confirmation',
      language: input.language,
      params: {
        link: `${deps.publicUrl}/data-deletion/confirm#${new URLSearchParams({ token })}`,
        statusLink: `${deps.publicUrl}/data-deletion/status?${new URLSearchParams({ code })}`,
        code,
        validHours: CONFIRMATION_VALID_HOURS,
      },
    });
  });
  return { code };
}

export interface DeletionConfirmDeps {
  db: Db;
  jobs: TransactionalJobs;
  now: Date;
  request: RequestMeta;
}

/**
 * The emailed link was followed: the token is spent, and the account with that address (if any) is queued for
 * deletion in the same transaction. An address with no account has nothing to delete: its request is done at once.
 */
export async function confirmDataDeletion(deps: DeletionConfirmDeps, token: string): Promise<{ code: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const stored = await lockDeletionRequestByTokenHash(trx, hashConfirmationToken(token));
    if (!stored || !stored.email || (stored.token_expires_at && stored.token_expires_at <= deps.now)) {
      throw new AppError('NOT_FOUND', userMessage('deletionLinkInvalid'));
    }
    const userId = (await findUserIdByEmail(trx, stored.email)) ?? null;
    await markDeletionRequestConfirmed(trx, stored.id, userId, deps.now);
    if (!userId) {
      await completeDeletionRequest(trx, stored.id, deps.now);
      return { code: stored.code };
    }
    await recordAudit(trx, {
      event: { action: 'account.deletion_requested', metadata: { source: 'form' } },
      userId,
      actor: { type: 'anonymous' },
      target: { type: 'data_deletion_request', id: stored.id },
      request: deps.request,
    });
    await deps.jobs.send(trx, 'account.delete', { requestId: stored.id }, { singletonKey: stored.id });
    return { code: stored.code };
  });
}

/** Where a request stands, by its public code; it says nothing of whose data it was. */
export async function dataDeletionStatus(db: Db, code: string): Promise<DeletionStatus> {
  const stored = await findDeletionRequestByCode(db, code);
  if (!stored) throw new AppError('NOT_FOUND', userMessage('deletionRequestNotFound'));
  return { code: stored.code, status: stored.status, source: stored.source, requestedAt: stored.created_at, completedAt: stored.completed_at };
}
