import { claimSignedRequest, type Trx } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import type { VerifiedSignedRequest } from './signed-request.ts';
import { userMessage } from '../messages/index.ts';

/**
 * Marks a callback as used inside the transaction that acts on it: a replay is refused, and if the work rolls back
 * the mark goes with it, so Meta's retry of a callback that failed half-way is still accepted.
 */
export async function claimSignedRequestOnce(trx: Trx, request: VerifiedSignedRequest, now: Date): Promise<void> {
  if (!(await claimSignedRequest(trx, request.hash, request.replayableUntil, now))) {
    throw new AppError('VALIDATION_FAILED', userMessage('signedRequestReused'));
  }
}
