import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { AppInstance } from './app-instance.ts';

/**
 * The app instance's own embedded PostgreSQL, for what no screen does yet (issue 17's invitations come later): its
 * password and port are in the instance's DATA_DIR, as the sandbox's control key is.
 */
async function connect({ dataDir }: Pick<AppInstance, 'dataDir'>): Promise<pg.Client> {
  const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  // postmaster.pid's fourth line is the port the cluster listens on.
  const port = (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3]?.trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/adfleet` });
  await client.connect();
  return client;
}

/**
 * Makes `member` a `role` of the workspace `owner` owns (their personal one, in a fresh journey) and returns its id.
 * The membership trigger tells the server, which drops its cached sessions of the member.
 */
export async function joinOwnersWorkspace(app: Pick<AppInstance, 'dataDir'>, owner: string, member: string, role: 'admin' | 'manager' | 'analyst' | 'client'): Promise<string> {
  const client = await connect(app);
  try {
    const { rows } = await client.query<{ workspace_id: string }>(
      `INSERT INTO workspace_members (workspace_id, user_id, role)
       SELECT m.workspace_id, (SELECT id FROM users WHERE username = $2), $3
         FROM workspace_members m JOIN users u ON u.id = m.user_id
        WHERE u.username = $1 AND m.role = 'owner'
       RETURNING workspace_id`,
      [owner, member, role],
    );
    if (rows.length !== 1 || !rows[0]) throw new Error(`${owner} owns no workspace ${member} could join`);
    return rows[0].workspace_id;
  } finally {
    await client.end();
  }
}

/**
 * Shares the first ad account (by the platform's id) of the workspace `owner` owns with `member`, a client of it, and
 * returns that account's name. Done before the client's first call, so their session starts with it.
 */
export async function shareFirstAccount(app: Pick<AppInstance, 'dataDir'>, owner: string, member: string): Promise<string> {
  const client = await connect(app);
  try {
    const { rows } = await client.query<{ name: string }>(
      `INSERT INTO member_accounts (workspace_id, user_id, ad_account_id)
       SELECT a.workspace_id, (SELECT id FROM users WHERE username = $2), a.id
         FROM ad_accounts a JOIN workspace_members m ON m.workspace_id = a.workspace_id AND m.role = 'owner'
         JOIN users u ON u.id = m.user_id
        WHERE u.username = $1
        ORDER BY a.ad_account_id LIMIT 1
       RETURNING (SELECT shared.name FROM ad_accounts shared WHERE shared.id = member_accounts.ad_account_id)`,
      [owner, member],
    );
    if (rows.length !== 1 || !rows[0]) throw new Error(`${owner}'s workspace has no account to share`);
    return rows[0].name;
  } finally {
    await client.end();
  }
}

/** The names of the ad accounts of the workspace `owner` owns. */
export async function workspaceAccountNames(app: Pick<AppInstance, 'dataDir'>, owner: string): Promise<string[]> {
  const client = await connect(app);
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT a.name FROM ad_accounts a JOIN workspace_members m ON m.workspace_id = a.workspace_id AND m.role = 'owner'
         JOIN users u ON u.id = m.user_id WHERE u.username = $1 ORDER BY a.ad_account_id`,
      [owner],
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/**
 * Assigns a client member of `owner`'s workspace the ad accounts with these platform ids (as Settings → Team will):
 * the assignment trigger tells the server, which drops its cached sessions of the member.
 */
export async function assignClientAccounts(app: Pick<AppInstance, 'dataDir'>, owner: string, member: string, adAccountIds: readonly string[]): Promise<void> {
  const client = await connect(app);
  try {
    const { rowCount } = await client.query(
      `INSERT INTO member_accounts (workspace_id, user_id, ad_account_id)
       SELECT a.workspace_id, (SELECT id FROM users WHERE username = $2), a.id
         FROM ad_accounts a
         JOIN workspace_members m ON m.workspace_id = a.workspace_id AND m.role = 'owner'
         JOIN users u ON u.id = m.user_id
        WHERE u.username = $1 AND a.ad_account_id = ANY($3::text[])`,
      [owner, member, adAccountIds],
    );
    if (rowCount !== adAccountIds.length) throw new Error(`${owner}'s workspace has not every account of ${adAccountIds.join(', ')}`);
  } finally {
    await client.end();
  }
}
