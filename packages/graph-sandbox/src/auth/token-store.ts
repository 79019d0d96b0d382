import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SANDBOX_APP_SECRET } from '../constants.ts';

export interface AccessToken {
  token: string;
  userId: string;
  scopes: string[];
  declined: string[];
  issuedAt: number;
  /** Epoch ms; 0 never expires. */
  expiresAt: number;
  /** Set when the session was killed some other way than expiry: 460 password changed, 467 logged out / revoked. */
  invalidatedWith?: 460 | 467;
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

export function appsecretProof(token: string, secret = SANDBOX_APP_SECRET): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

export function proofMatches(token: string, proof: string): boolean {
  const expected = Buffer.from(appsecretProof(token), 'utf8');
  const given = Buffer.from(proof, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
