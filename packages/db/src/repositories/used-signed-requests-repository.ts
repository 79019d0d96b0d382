import type { Trx } from '../client.ts';

/**
 * Records a signed_request as used, in the transaction that acts on it, and tells whether it was new. Entries past
 * their expiry are pruned on the way: by then the request's own issued_at is too old to be accepted anyway.
 */
export async function claimSignedRequest(trx: Trx, hash: string, expiresAt: Date, now: Date): Promise<boolean> {
  await trx.deleteFrom('used_signed_requests').where('expires_at', '<', now).execute();
  const inserted = await trx
    .insertInto('used_signed_requests')
    .values({ hash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('hash').doNothing())
    .returning('hash')
    .executeTakeFirst();
  return inserted !== undefined;
}
