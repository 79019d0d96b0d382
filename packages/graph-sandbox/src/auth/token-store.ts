import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface AccessToken {
  token: string;
  userId: string;
  scopes: string[];
  declined: string[];
  issuedAt: number;
  /** Epoch ms; 0 never expires. */
  expiresAt: number;
  /**
   * A Business Manager system user's token rather than a login's: debug_token says `SYSTEM_USER`, it lasts 60 days
   * unless minted without expiry, and only an exchange asking for it renews it. Absent on user tokens.
   */
  systemUser?: true;
  /** Set when the session was killed some other way than expiry: 460 password changed, 467 logged out / revoked. */
  invalidatedWith?: 458 | 460 | 467;
}

export interface AuthCode {
  code: string;
  userId: string;
  redirectUri: string;
  scopes: string[];
  declined: string[];
  expiresAt: number;
  used: boolean;
}

/** Meta user tokens start with EAA and are long opaque strings; only the shape matters to clients. */
export function newAccessToken(): string {
  return `EAAS${randomBytes(48).toString('base64url')}`;
}

export function newAuthCode(): string {
  return `AQ${randomBytes(96).toString('base64url')}`;
}

export function appsecretProof(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Equal strings, compared in constant time, lengths included (for proofs, secrets and keys a caller may be guessing). */
export function sameSecret(expected: string, given: string): boolean {
  return timingSafeEqual(digest(expected), digest(given));
}

export function proofMatches(token: string, proof: string, secret: string): boolean {
  return sameSecret(appsecretProof(token, secret), proof);
}
