import { createHash, timingSafeEqual } from 'node:crypto';
import { TIKTOK_SANDBOX_APP_ID } from '../constants.ts';
import { errors } from '../errors/tiktok-errors.ts';
import type { SandboxState } from '../sandbox.ts';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Equal strings, compared in constant time, lengths included (for secrets and keys a caller may be guessing). */
export function sameSecret(expected: string, given: string): boolean {
  return timingSafeEqual(digest(expected), digest(given));
}

/** The app id and secret pair the OAuth calls carry; a wrong pair is 40101. */
export function checkApp(state: SandboxState, appId: string, secret: string): void {
  if (appId !== TIKTOK_SANDBOX_APP_ID || !sameSecret(state.config.appSecret, secret)) throw errors.invalidApp();
}
