import type { Db } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testCipher, testDeps } from '@adfleet/test-support/test-server';
import { tiktokSandbox } from '@adfleet/test-support/tiktok-test-world';
import { waitFor } from '../trials/wait-for.ts';

/**
 * Rows naming the user in every table with a `user_id` column, and their personal workspace's in every table with a
 * `workspace_id` column (both read from the catalogue), the workspace itself, and their accounts' insights.
 */
async function rowsOf(db: Db, user: { id: string; workspaceId: string }, accountIds: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [column, value] of [['user_id', user.id], ['workspace_id', user.workspaceId]] as const) {
    const { rows: tables } = await sql<{ table_name: string }>`select table_name from information_schema.columns where table_schema = 'public' and column_name = ${column} order by 1`.execute(db);
    for (const { table_name: table } of tables) {
      const { rows } = await sql<{ count: string }>`select count(*) as count from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(db);
      counts[`${table}.${column}`] = Number(rows[0]?.count ?? 0);
    }
  }
  counts['workspaces'] = Number((await db.selectFrom('workspaces').select(sql<string>`count(*)`.as('count')).where('id', '=', user.workspaceId).executeTakeFirstOrThrow()).count);
  const userId = user.id;
  for (const table of ['account_insights_daily', 'campaign_insights_daily', 'adset_insights_daily', 'ads']) {
    const { rows } = accountIds.length === 0 ? { rows: [{ count: '0' }] } : await sql<{ count: string }>`select count(*) as count from ${sql.table(table)} where ad_account_id in (${sql.join(accountIds)})`.execute(db);
    counts[table] = Number(rows[0]?.count ?? 0);
  }
  counts['users'] = Number((await db.selectFrom('users').select(sql<string>`count(*)`.as('count')).where('id', '=', userId).executeTakeFirstOrThrow()).count);
  return counts;
}

const nothing = (counts: Record<string, number>) => Object.entries(counts).filter(([, count]) => count > 0);

/** Every column of every table, in every schema of the database (the job queue's too), whose text holds `needle` in any case. */
async function columnsHolding(db: Db, needle: string): Promise<string[]> {
  const { rows: columns } = await sql<{ table_schema: string; table_name: string; column_name: string }>`
    select c.table_schema, c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema not in ('pg_catalog', 'information_schema') and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
    order by 1, 2, 3`.execute(db);
  const holding: string[] = [];
  for (const { table_schema: schema, table_name: table, column_name: column } of columns) {
    const { rows } = await sql<{ found: boolean }>`select exists (select 1 from ${sql.table(`${schema}.${table}`)} where strpos(lower(${sql.ref(column)}::text), ${needle.toLowerCase()}) > 0) as found`.execute(db);
    if (rows[0]?.found) holding.push(`${schema}.${table}.${column}`);
  }
  return holding;
}

describe('data rights: deletion requests, deleting an account, exporting its data', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const other = { id: '', workspaceId: '', token: '', accountIds: [] as string[] };
  const db = () => database().db;
  const deps = () => ({ ...testDeps(db(), app.config), jobs: app.server.jobs });
  /** The last deletion confirmation mailed to an address, as stored for delivery (no SMTP here: the row is the mail). */
  const latestMail = async (to: string) => {
    const row = await db()
      .selectFrom('mail_messages')
      .select(['to_address', 'language', 'template', 'text_body', 'html_body'])
      .where(sql<boolean>`lower(to_address) = lower(${to})`)
      .where('template', '=', 'data-deletion-confirmation')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    const link = /https?:\/\/\S+\/data-deletion\/confirm#token=[\w-]+/.exec(row.text_body ?? '')?.[0] ?? '';
    return { ...row, link, token: new URLSearchParams(link.split('#')[1] ?? '').get('token') ?? '' };
  };
  const anonymous = (ip = '10.61.0.1') => callerAs(deps(), undefined, ip);
  const accountIdsOf = async (workspaceId: string) => (await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', workspaceId).execute()).map((row) => row.id);
  const statusOf = (code: string) => anonymous().dataRights.deletionStatus({ code });
  const doneStatus = (code: string) => waitFor(`deletion ${code}`, async () => ((await statusOf(code)).status === 'done' ? true : undefined), 30_000, () => statusOf(code));

  const connectedUser = async (username: string, ip: string) => {
    const user = await app.registerConnected(username, { ip, persona: 'Ana' });
    await settledSyncRuns(db(), user);
    const connection = await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', user.workspaceId).executeTakeFirstOrThrow();
    return { ...user, email: `${username}@example.com`, accessToken: testCipher.decrypt(connection.access_token_ciphertext), accountIds: await accountIdsOf(user.workspaceId) };
  };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    const registered = await app.registerConnected('rights-other', { ip: '10.60.0.9', persona: 'Chloé' });
    await settledSyncRuns(db(), registered);
    Object.assign(other, { id: registered.id, workspaceId: registered.workspaceId, token: registered.token, accountIds: await accountIdsOf(registered.workspaceId) });
  }, 120_000);
  afterAll(() => app.close());

  const otherIsUntouched = async (before: Record<string, number>) => {
    expect(await rowsOf(db(), other, other.accountIds)).toEqual(before);
    const connection = await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', other.workspaceId).executeTakeFirstOrThrow();
    expect((await app.graphGet('me', { access_token: testCipher.decrypt(connection.access_token_ciphertext) })).id).toBe(connection.external_user_id);
  };

  it('answers the form alike whether or not the address has an account, and emails a confirmation link either way', async () => {
    const owner = await connectedUser('rights-form-alike', '10.61.1.1');
    const known = await anonymous('10.61.1.2').dataRights.requestDeletion({ email: owner.email.toUpperCase(), language: 'es' });
    const unknown = await anonymous('10.61.1.3').dataRights.requestDeletion({ email: 'nobody-here@example.com', language: 'es' });
    expect(Object.keys(known)).toEqual(Object.keys(unknown));
    expect(known.code).toMatch(/^[\w-]{16}$/);
    for (const [email, answer] of [[owner.email.toUpperCase(), known], ['nobody-here@example.com', unknown]] as const) {
      expect(await statusOf(answer.code)).toMatchObject({ status: 'awaiting_confirmation', source: 'form', completedAt: null });
      const mail = await latestMail(email);
      expect(mail).toMatchObject({ to_address: email, language: 'es' });
      expect(mail?.text_body).toContain(answer.code);
      expect(mail?.text_body).toContain('24 horas');
      expect(mail?.html_body).toContain(`${app.baseUrl}/data-deletion/status?code=${answer.code}`);
      // The token rides in the fragment, so opening the link never sends it to a server.
      expect(mail?.link).toMatch(new RegExp(`^${app.baseUrl}/data-deletion/confirm#token=[\\w-]{43}$`));
      // Only the token's hash is stored, and whose account it is stays undecided until the link is followed.
      const token = mail!.token;
      const stored = await db().selectFrom('data_deletion_requests').selectAll().where('code', '=', answer.code).executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(token);
      expect(stored.user_id).toBeNull();
    }
    // Nothing was deleted by the form alone.
    expect(nothing(await rowsOf(db(), owner, owner.accountIds)).length).toBeGreaterThan(3);
  }, 60_000);

  it('deletes the account once the link is confirmed: revoked at Meta, every row of it gone, nothing of anyone else', async () => {
    const owner = await connectedUser('rights-form-confirm', '10.61.2.1');
    const otherBefore = await rowsOf(db(), other, other.accountIds);
    expect((await app.graphGet('me', { access_token: owner.accessToken })).id).toBeTruthy();
    const { code } = await anonymous('10.61.2.2').dataRights.requestDeletion({ email: owner.email, language: 'en', reason: 'Closing the agency' });
    const token = (await latestMail(owner.email))!.token;

    await expect(anonymous('10.61.2.3').dataRights.confirmDeletion({ token })).resolves.toEqual({ code });
    await doneStatus(code);

    expect((await app.graphGet('me', { access_token: owner.accessToken })).error).toMatchObject({ code: 190 });
    expect(nothing(await rowsOf(db(), owner, owner.accountIds))).toEqual([]);
    await expect(callerAs(deps(), owner.token).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const stored = await db().selectFrom('data_deletion_requests').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'done', email: null, reason: null, user_id: null, token_hash: null });
    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'account.deletion_requested').where('target_id', '=', stored.id).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ user_id: null, actor_user_id: null, ip: null, metadata: { source: 'form' } });
    await otherIsUntouched(otherBefore);
    // The link is spent.
    await expect(anonymous().dataRights.confirmDeletion({ token })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  }, 60_000);

  it('confirms an address with no account as done at once, and refuses an expired link', async () => {
    const { code } = await anonymous('10.61.3.1').dataRights.requestDeletion({ email: 'no-account@example.com', language: 'en' });
    const token = (await latestMail('no-account@example.com'))!.token;
    await anonymous().dataRights.confirmDeletion({ token });
    expect(await statusOf(code)).toMatchObject({ status: 'done', source: 'form' });

    const late = await anonymous('10.61.3.2').dataRights.requestDeletion({ email: 'late@example.com', language: 'en' });
    const lateToken = (await latestMail('late@example.com'))!.token;
    await db().updateTable('data_deletion_requests').set({ token_expires_at: new Date(Date.now() - 1000) }).where('code', '=', late.code).execute();
    await expect(anonymous().dataRights.confirmDeletion({ token: lateToken })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await statusOf(late.code)).toMatchObject({ status: 'awaiting_confirmation' });
    await expect(statusOf('no-such-request-code')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('limits requests per address and per client address, refusing without storing or sending anything', async () => {
    const count = async () => Number((await db().selectFrom('data_deletion_requests').select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow()).count);
    for (let i = 0; i < 3; i += 1) await anonymous(`10.62.0.${i}`).dataRights.requestDeletion({ email: 'flooded@example.com', language: 'en' });
    const before = await count();
    const lastMail = await latestMail('flooded@example.com');
    await expect(anonymous('10.62.0.9').dataRights.requestDeletion({ email: 'flooded@example.com', language: 'en' })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await count()).toBe(before);
    expect(await latestMail('flooded@example.com')).toEqual(lastMail);

    for (let i = 0; i < 10; i += 1) await anonymous('10.63.0.1').dataRights.requestDeletion({ email: `spray-${i}@example.com`, language: 'en' });
    await expect(anonymous('10.63.0.1').dataRights.requestDeletion({ email: 'spray-10@example.com', language: 'en' })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await latestMail('spray-10@example.com')).toBeUndefined();
  });

  it('refuses a malformed address and changes nothing', async () => {
    await expect(anonymous('10.64.0.1').dataRights.requestDeletion({ email: 'not an address', language: 'en' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await latestMail('not an address')).toBeUndefined();
  });

  it('deletes the account from Settings only with the username typed again, signing it out at once', async () => {
    const owner = await connectedUser('rights-settings', '10.65.0.1');
    // TikTok too: its token ends with its row and must never be sent to Meta's revoke call.
    await tiktokSandbox(app).connect(owner.browser, 'Ana');
    const tiktokGrant = (await db().selectFrom('platform_connections').select('external_user_id').where('workspace_id', '=', owner.workspaceId).where('platform_id', '=', 2).executeTakeFirstOrThrow()).external_user_id;
    owner.accountIds = await accountIdsOf(owner.workspaceId);
    const otherBefore = await rowsOf(db(), other, other.accountIds);
    const before = await rowsOf(db(), owner, owner.accountIds);
    await expect(callerAs(deps(), owner.token).dataRights.deleteAccount({ confirmUsername: 'rights-setting' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await rowsOf(db(), owner, owner.accountIds)).toEqual(before);

    const { code } = await callerAs(deps(), owner.token).dataRights.deleteAccount({ confirmUsername: 'Rights-Settings' });
    await expect(callerAs(deps(), owner.token).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await doneStatus(code);
    expect(await statusOf(code)).toMatchObject({ status: 'done', source: 'settings' });
    expect(nothing(await rowsOf(db(), owner, owner.accountIds))).toEqual([]);
    expect((await app.graphGet('me', { access_token: owner.accessToken })).error).toMatchObject({ code: 190 });
    const metaCalls = JSON.stringify((await app.control('GET', '/calls?limit=1000')).data);
    expect(metaCalls).toContain('/permissions');
    expect(metaCalls).not.toContain(tiktokGrant);
    await otherIsUntouched(otherBefore);
    // Signing in again finds no such user.
    const login = await fetch(`${app.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.65.0.2' }, body: JSON.stringify({ username: 'rights-settings', password: TEST_PASSWORD }) });
    expect(login.status).toBe(401);
  }, 60_000);

  it('erases a deleted invitee’s address from every table: their invitation, the mail that carried it, the inviter’s audit row', async () => {
    const address = 'Rights-Invitee@Example.com';
    const inviter = await anonymous('10.67.0.1').auth.register({ username: 'rights-inviter', email: 'rights-inviter@example.com', password: TEST_PASSWORD });
    const { id: invitationId } = await callerAs(deps(), inviter.token).invitations.create({ email: address, role: 'analyst' });
    const mail = await db().selectFrom('mail_messages').select('text_body').where('to_address', '=', address.toLowerCase()).executeTakeFirstOrThrow();
    const token = /invitation\?token=([\w-]+)/.exec(mail.text_body ?? '')?.[1] ?? '';
    const invitee = await anonymous('10.67.0.2').auth.register({ username: 'rights-invitee', email: address, password: TEST_PASSWORD });
    await callerAs(deps(), invitee.token).invitations.acceptByToken({ token });
    // The search finds the address where it is kept, so an empty answer below means it is gone, not that it missed.
    expect(await columnsHolding(db(), address)).toEqual(expect.arrayContaining(['public.users.email', 'public.workspace_invitations.email', 'public.mail_messages.to_address', 'public.audit_log.metadata']));

    const { code } = await callerAs(deps(), invitee.token).dataRights.deleteAccount({ confirmUsername: 'rights-invitee' });
    await doneStatus(code);

    expect(await columnsHolding(db(), address)).toEqual([]);
    // The inviter's record of inviting someone stays, without the address.
    const invited = await db().selectFrom('audit_log').select(['user_id', 'metadata']).where('action', '=', 'member.invited').where('target_id', '=', invitationId).executeTakeFirstOrThrow();
    expect(invited).toEqual({ user_id: inviter.user.id, metadata: { invitationId, email: '', role: 'analyst', replaced: 0 } });
  }, 60_000);

  it('exports everything held about the user as one JSON file, with no token, hash or ciphertext in it', async () => {
    const owner = await connectedUser('rights-export', '10.66.0.1');
    await callerAs(deps(), owner.token).reports.savedFilters.save({ filterName: 'Export filter', filters: {} });
    const response = await fetch(`${app.baseUrl}/api/me/export`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="adfleet-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const data = JSON.parse(text) as Record<string, unknown[]> & { profile: { username: string } };
    expect(data.profile.username).toBe('rights-export');
    for (const [section, table] of [['adAccounts', 'ad_accounts'], ['campaigns', 'campaigns'], ['connections', 'platform_connections'], ['syncRuns', 'sync_runs'], ['savedFilters', 'saved_report_filters'], ['sessions', 'sessions']] as const) {
      const [column, value] = table === 'sessions' ? ['user_id', owner.id] : ['workspace_id', owner.workspaceId];
      const { rows } = await sql<{ count: string }>`select count(*) as count from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(db());
      const stored = { count: rows[0]?.count ?? '0' };
      expect(data[section], section).toHaveLength(Number(stored.count));
      expect(Number(stored.count), section).toBeGreaterThan(0);
    }
    expect((data.auditLog as Array<{ action: string }>).map((row) => row.action)).toContain('data.exported');

    const user = await db().selectFrom('users').selectAll().where('id', '=', owner.id).executeTakeFirstOrThrow();
    const connection = await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', owner.workspaceId).executeTakeFirstOrThrow();
    const sessions = await db().selectFrom('sessions').select('id').where('user_id', '=', owner.id).execute();
    const secrets = [user.password_hash!, connection.access_token_ciphertext, owner.accessToken, owner.token, ...sessions.map((session) => session.id)];
    for (const secret of secrets) expect(text.includes(secret), `a secret of ${secret.length} characters is in the export`).toBe(false);
    expect(text).not.toMatch(/password_hash|ciphertext|token_hash|"access_token"/);

    // Another user's export holds nothing of the owner's.
    const others = await (await fetch(`${app.baseUrl}/api/me/export`, { headers: { authorization: `Bearer ${other.token}` } })).text();
    for (const marker of [owner.id, 'rights-export', ...owner.accountIds]) expect(others).not.toContain(marker);
  }, 60_000);
});
