import { hashPassword, verifyPassword } from '../../packages/core/src/auth/password-hasher.ts';

/**
 * argon2id verifications per second in this process, with AdFleet's parameters and its bound on hashes at once (the
 * very function sign-in calls), four callers asking at once: the ceiling sign-in cannot pass on this machine.
 */
export async function argon2VerifiesPerSecond(seconds: number): Promise<number> {
  const stored = await hashPassword('argon2-rate-check');
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const lane = async () => {
    while (performance.now() < until) {
      await verifyPassword(stored, 'argon2-rate-check');
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 4 }, lane));
  return done / ((performance.now() - started) / 1000);
}
