import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';

const payloadSchema = z.object({ algorithm: z.string(), user_id: z.string().min(1), issued_at: z.number().optional(), expires: z.number().optional() });
export type SignedRequestPayload = z.infer<typeof payloadSchema>;

/**
 * Meta's `signed_request` (deauthorize and data-deletion callbacks): `b64url(signature).b64url(payload)`, where the
 * signature is HMAC-SHA256 of the payload segment as received, keyed with the app secret.
 */
export function parseSignedRequest(signedRequest: string, appSecret: string): SignedRequestPayload {
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
  return payload;
}

function invalid(cause?: unknown): AppError {
  return new AppError('VALIDATION_FAILED', 'Invalid signed_request', { cause });
}
