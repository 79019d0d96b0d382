import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/use-test-database.ts';
import { eraseAuditAddressesBatch } from './user-data-deletion-repository.ts';

/**
 * The inviter's audit row keeps naming the invitee's address after the invitee's account is gone, unless the one
 * change the append-only rule allows for it blanks that address; nothing else of the row may change.
 */
describe('erasing an address from audit rows kept for someone else', () => {
  const database = useTestDatabase();
  const db = () => database().db;

  async function invitedRow(email: string) {
    const inviter = await db().insertInto('users').values({ username: `u${randomUUID().slice(0, 8)}`, email: `${randomUUID()}@example.com`, first_name: null, last_name: null, password_hash: null, facebook_user_id: null }).returning('id').executeTakeFirstOrThrow();
    const metadata = { invitationId: randomUUID(), email, role: 'analyst', replaced: 0 };
    return db()
      .insertInto('audit_log')
      .values({ user_id: inviter.id, actor_type: 'user', actor_user_id: inviter.id, action: 'member.invited', target_type: 'invitation', target_id: metadata.invitationId, metadata: JSON.stringify(metadata), ip: '10.0.0.1', user_agent: 'vitest' })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const reread = (id: string) => db().selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('blanks the address in every row naming it, in any case, and leaves the rest of each row and other rows as they were', async () => {
    const named = [await invitedRow('lena@example.com'), await invitedRow('Lena@Example.com')];
    const other = await invitedRow('otto@example.com');

    expect(await eraseAuditAddressesBatch(db(), ['lena@example.com'], 1)).toBe(1);
    expect(await eraseAuditAddressesBatch(db(), ['lena@example.com'], 1)).toBe(1);
    expect(await eraseAuditAddressesBatch(db(), ['lena@example.com'], 1)).toBe(0);

    for (const row of named) expect(await reread(row.id)).toEqual({ ...row, metadata: { ...row.metadata, email: '' } });
    expect(await reread(other.id)).toEqual(other);
  });

  it('still refuses any other change to a row’s metadata', async () => {
    const row = await invitedRow('mara@example.com');
    const changeRole = db().updateTable('audit_log').set({ metadata: JSON.stringify({ ...row.metadata, role: 'admin' }) }).where('id', '=', row.id).execute();
    await expect(changeRole).rejects.toThrow(/append-only/);
    const blankAndMore = db().updateTable('audit_log').set({ metadata: JSON.stringify({ ...row.metadata, email: '', role: 'admin' }) }).where('id', '=', row.id).execute();
    await expect(blankAndMore).rejects.toThrow(/append-only/);
    const blankAndMove = db().updateTable('audit_log').set({ metadata: JSON.stringify({ ...row.metadata, email: '' }), action: 'member.joined' }).where('id', '=', row.id).execute();
    await expect(blankAndMove).rejects.toThrow(/append-only/);
    expect(await reread(row.id)).toEqual(row);
  });
});
