import type { VerificationCaller } from '@adfleet/core';

/** The one place a signed-in caller becomes the scope of the verification services. */
export function verificationCallerOf(user: { id: string }): VerificationCaller {
  return { scope: { userId: user.id } };
}
