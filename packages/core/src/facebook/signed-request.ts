import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';

// issued_at is required: without it a captured request would stay valid forever. Seconds since the epoch, as Meta sends.
const payloadSchema = z.object({ algorithm: z.string(), user_id: z.string().min(1), issued_at: z.number().int(), expires: z.number().optional() });
type SignedRequestPayload = z.infer<typeof payloadSchema>;

/** How old a callback may be when it arrives: Meta posts at once, so minutes are plenty. */
export const SIGNED_REQUEST_MAX_AGE_MS = 10 * 60 * 1000;
/** How far ahead of our clock issued_at may be (clock skew between Meta and us). */
export const SIGNED_REQUEST_MAX_SKEW_MS = 5 * 60 * 1000;

/** A verified, fresh callback, with what is needed to refuse it the second time. */
export interface VerifiedSignedRequest {
  payload: SignedRequestPayload;
  /** SHA-256 of the whole signed_request: stored once used, so a replay is refused. */
  hash: string;
  /** After this, the request is too old to be accepted, so its record may go. */
  replayableUntil: Date;
}

/**
 * Meta's `signed_request` (deauthorize and data-deletion callbacks): `b64url(signature).b64url(payload)`, where the
 * signature is HMAC-SHA256 of the payload segment as received, keyed with the app secret. Refused when forged, when
 * issued_at is missing, older than SIGNED_REQUEST_MAX_AGE_MS or further ahead than SIGNED_REQUEST_MAX_SKEW_MS.
 */
export function parseSignedRequest(signedRequest: string, appSecret: string, now: Date): VerifiedSignedRequest {
  const [encodedSignature, encodedPayload, extra] = signedRequest.split('.');
  if (!encodedSignature || !encodedPayload || extra !== undefined) throw invalid();
  const signature = Buffer.from(encodedSignature, 'base64url');
  const expected = createHmac('sha256', appSecret).update(encodedPayload).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) throw invalid();
  let payload: SignedRequestPayload;
  try {
    payload = payloadSchema.parse(JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8')));
  } catch (error) {
    throw invalid(error);
  }
  // Checked after the signature, on the signed value: an unsigned claim about the algorithm means nothing.
  if (payload.algorithm.toUpperCase() !== 'HMAC-SHA256') throw invalid();
  const issuedAtMs = payload.issued_at * 1000;
  if (now.getTime() - issuedAtMs > SIGNED_REQUEST_MAX_AGE_MS || issuedAtMs - now.getTime() > SIGNED_REQUEST_MAX_SKEW_MS) {
    throw new AppError('VALIDATION_FAILED', userMessage('signedRequestStale'));
  }
  return {
    payload,
    hash: createHash('sha256').update(signedRequest).digest('hex'),
    replayableUntil: new Date(issuedAtMs + SIGNED_REQUEST_MAX_AGE_MS),
  };
}

function invalid(cause?: unknown): AppError {
  return new AppError('VALIDATION_FAILED', userMessage('signedRequestInvalid'), { cause });
}
