import { hash, verify } from '@node-rs/argon2';
import { createConcurrencyLimit } from './concurrency-limit.ts';

/**
 * argon2id with 9 MiB of memory, 4 passes, 1 lane: one of the five settings OWASP's Password Storage Cheat Sheet lists
 * as equally strong (19 MiB × 2 passes … 7 MiB × 5), trading memory for passes at the same CPU per hash. The server
 * holds its memory within 250 MB while sign-ins hash (ADR 0105). A hash stores its own settings, so one made with
 * earlier settings still verifies with those. The library's default algorithm is argon2id.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 9_216, timeCost: 4, parallelism: 1 } as const;

/**
 * Hashes computed at once, each holding its memory outside V8's heap (9 MiB; 19 MiB for a hash made before ADR 0105).
 * Unbounded, a burst of sign-ins runs one per libuv thread (4 by default, more if raised) and the C allocator keeps
 * what they touched; two keep the process's memory bounded (ADR 0061). A hash is CPU-bound, so on two cores two at once
 * hash as fast as four; a bigger machine hashes more by running more server processes, each within its bound. The
 * third waits for a free slot, never for anything else, so sign-in throughput stays argon2's.
 */
export const PASSWORD_HASHES_AT_ONCE = 2;
const oneOfFewHashes = createConcurrencyLimit(PASSWORD_HASHES_AT_ONCE);

export function hashPassword(password: string): Promise<string> {
  return oneOfFewHashes(() => hash(password, PASSWORD_HASH_OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, or a Facebook-only account) it still runs one
 * full verification against a dummy hash, so the response time does not reveal whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('adfleet-dummy-password-for-timing');
    const dummy = await dummyHash;
    await oneOfFewHashes(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  return oneOfFewHashes(() => verify(storedHash, password)).catch(() => false);
}
