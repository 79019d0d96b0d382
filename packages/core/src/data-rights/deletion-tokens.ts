import { createHash, randomBytes } from 'node:crypto';

/** The public code a request is known by on its status page: 96 random bits, short enough to read out. */
export function newDeletionCode(): string {
  return randomBytes(12).toString('base64url');
}

/** The confirmation link's secret; only its hash is stored. */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmationToken(token) };
}

export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
