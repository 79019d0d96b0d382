import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, migrateToLatest } from '@adfleet/db';
import { migrateBackTo, migrationNames } from '@adfleet/db/testing';
import { type SandboxedServer, startSandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { ran } from '@adfleet/test-support/ran';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { type SystemPostgres, startSystemPostgres, systemPostgresBin } from '@adfleet/test-support/system-postgres';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../config.ts';
import { createSourceCampaign } from '../trpc/procedures/clone/clone-fixture.ts';
import { waitFor } from '../trials/wait-for.ts';

/**
 * The last migration of the previous release's schema. Releases are not tagged yet: the previous release is main at
 * 9dbf8a7, the last state whose schema differs from this one's (docs/operations.md, "Upgrading"). Move it to the last
 * migration of each release as it is cut.
 */
const PREVIOUS_RELEASE_LAST_MIGRATION = '20261208T000000-smart-plus-campaigns';

/**
 * What docs/operations.md tells an operator, done on a populated installation: a user signed up, connected through the
 * Graph sandbox, synced and cloned a campaign. Backed up with `pg_dump -Fc` and restored with `pg_restore` into a new
 * database (the system's own PostgreSQL, whose tools these are; the embedded server ships none), the same installation
 * (its token key and sandbox) signs the user in, syncs and shows the same clone history there. Taken back to the
 * previous release's schema and upgraded by this build's migrations, it does the same.
 */
describe.skipIf(!(await systemPostgresBin()))('backup, restore and upgrade of a populated installation', () => {
  let cluster: SystemPostgres;
  let config: ServerConfig;
  let sandboxState: string;
  /** The installation's own folder (DATA_DIR): the Graph sandbox's state, which a restore keeps as it keeps the key. */
  let dataDir = '';
  const user = { username: 'keeper', id: '', workspaceId: '', token: '' };
  let historyBefore: unknown;
  const servers: SandboxedServer[] = [];

  const databaseUrl = (name: string) => {
    const url = new URL(cluster.adminConnectionString);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const createEmpty = async (name: string) => {
    const admin = createDatabase(cluster.adminConnectionString, { maxConnections: 1 });
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    await admin.destroy();
  };
  /** The installation started on `database`, with a worker, as after a restore: same address, secrets and sandbox. */
  const startOn = async (database: string) => {
    const app = await startSandboxedServer({ connectionString: databaseUrl(database), sandboxStateFile: sandboxState, ...(config ? { config } : {}) });
    servers.push(app);
    config = app.config;
    await app.startWorker();
    return app;
  };
  const closeAll = async () => {
    for (const app of servers.splice(0)) await app.close();
  };

  /** Signs in with the password (a new session), reads the clone history, and runs a sync that must succeed. */
  async function useInstallation(app: SandboxedServer) {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: TEST_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const caller = callerAs({ ...testDeps(app.server.db, app.config), jobs: app.server.jobs }, login.json().token);
    expect((await caller.auth.me()).id).toBe(user.id);
    expect(await caller.clone.history()).toEqual(historyBefore);
    const before = (await app.server.db.selectFrom('sync_runs').select('id').where('workspace_id', '=', user.workspaceId).execute()).length;
    await caller.sync.start();
    const runs = await settledSyncRuns(app.server.db, user, { atLeast: before + 1 });
    expect(runs.slice(before).map((run) => [run.status, run.error])).toEqual(runs.slice(before).map(() => ['succeeded', null]));
  }

  beforeAll(async () => {
    cluster = await startSystemPostgres();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-backup-'));
    sandboxState = path.join(dataDir, 'graph-sandbox.json');
    await createEmpty('adfleet');
    const source = createDatabase(databaseUrl('adfleet'));
    await migrateToLatest(source.db);
    await source.destroy();

    const app = await startOn('adfleet');
    Object.assign(user, await app.registerConnected(user.username, { ip: '10.7.0.1', persona: 'Ana' }));
    await settledSyncRuns(app.server.db, user);
    const { accounts } = await app.control('GET', '');
    const act = (part: string) => (accounts as Array<{ id: string; name: string }>).find((account) => account.name.includes(part))?.id ?? '';
    const sourceCampaign = await createSourceCampaign(app, await app.mintToken('Ana'), act('US Store'), 'Kept Source');
    const caller = callerAs({ ...testDeps(app.server.db, { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, user.token);
    // Synced again, so AdFleet knows the campaign made after the first sync.
    await caller.sync.start();
    await settledSyncRuns(app.server.db, user, { atLeast: 2 });
    const { batchId } = ran(await caller.clone.start({ campaignId: sourceCampaign.campaignId, nameTemplate: '{name} · kept', budgetType: 'daily', dailyBudget: 50000, targetAccounts: [act('EU')] }));
    await waitFor('the clone to end', async () => ((await caller.clone.status({ batchId })).status === 'completed' ? true : undefined), 60_000);
    historyBefore = await caller.clone.history();
    expect(historyBefore).toMatchObject({ items: [{ batchId, successCount: 1 }] });
    await closeAll();
  }, 240_000);

  afterAll(async () => {
    await closeAll();
    await cluster?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('restores a pg_dump -Fc backup into a new database, where the user signs in, syncs and sees the same clone history', async () => {
    const dump = path.join(cluster.folder, 'adfleet.dump');
    await cluster.tool('pg_dump', ['-Fc', '-f', dump, '-d', databaseUrl('adfleet')]);
    await createEmpty('adfleet_restored');
    await cluster.tool('pg_restore', ['--no-owner', '--exit-on-error', '-d', databaseUrl('adfleet_restored'), dump]);

    await useInstallation(await startOn('adfleet_restored'));
    await closeAll();
  });

  it('upgrades the previous release’s schema, with its data, by this build’s migrations', async () => {
    const names = migrationNames();
    const later = names.slice(names.indexOf(PREVIOUS_RELEASE_LAST_MIGRATION) + 1);
    expect(later.length).toBeGreaterThan(0);
    const database = createDatabase(databaseUrl('adfleet'));
    try {
      await migrateBackTo(database.db, PREVIOUS_RELEASE_LAST_MIGRATION);
      expect(await migrateToLatest(database.db)).toEqual(later);
    } finally {
      await database.destroy();
    }
    await useInstallation(await startOn('adfleet'));
  });
});
