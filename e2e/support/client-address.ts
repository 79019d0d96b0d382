import { createHash } from 'node:crypto';

/**
 * The header that makes a journey file's requests come from an address of its own, as different people's do: the
 * app instances trust X-Forwarded-For, so per-address limits (10 sign-ups per 15 minutes, sign-in failures) apply to
 * each file rather than to the whole suite, which runs from one machine. Every context of a test sends it
 * (e2e/support/test.ts).
 */
export function ownAddress(journey: string): Record<string, string> {
  const [a = 0, b = 0] = createHash('sha256').update(journey).digest();
  return { 'x-forwarded-for': `198.18.${a}.${b}` };
}
