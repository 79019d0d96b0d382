import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { runAccountDeletion } from '@adfleet/core';
import { insertDeletionRequest } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inheritedEnvironment } from '../env.ts';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import type { DeletionChildOptions } from './account-deletion-child.ts';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { testCipher, testGraphClient, testTokenKeySpec } from '@adfleet/test-support/test-server';

const CHILD = path.resolve(import.meta.dirname, 'account-deletion-child.ts');
/** Committed batches the child gets through before it is killed: well past the revocation, far from the end. */
const BATCHES_BEFORE_KILL = 25;

describe('account deletion killed mid-way', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const db = () => database().db;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
  }, 120_000);
  afterAll(() => app.close());

  it('finishes on a rerun after a kill -9 in the middle of deleting rows', async () => {
    const owner = await app.registerConnected('rights-killed', { ip: '10.67.0.1', persona: 'Ana' });
    await settledSyncRuns(db(), owner);
    const connection = await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', owner.workspaceId).executeTakeFirstOrThrow();
    const accessToken = testCipher.decrypt(connection.access_token_ciphertext);
    const accountIds = (await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', owner.workspaceId).execute()).map((row) => row.id);
    const campaignsBefore = await db().selectFrom('campaigns').select('id').where('workspace_id', '=', owner.workspaceId).execute();
    expect(campaignsBefore.length).toBeGreaterThan(0);
    // Stored as Settings stores it, but not queued: the child process is the job's run here, and nothing races it.
    const request = await insertDeletionRequest(db(), { code: 'killed-mid-way', source: 'settings', status: 'received', language: 'en', user_id: owner.id });

    const options: DeletionChildOptions = {
      connectionString: database().connectionString,
      requestId: request.id,
      tokenKey: testTokenKeySpec,
      graph: { baseUrl: app.config.meta.graphBaseUrl, version: app.config.meta.graphVersion, appSecret: app.config.meta.appSecret },
    };
    const child = spawn(process.execPath, [CHILD, JSON.stringify(options)], { env: inheritedEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] });
    const stderr: string[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      let batches = 0;
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith('batch ')) batches += 1;
        if (batches === BATCHES_BEFORE_KILL) {
          child.kill('SIGKILL');
          resolve();
        }
        if (line === 'finished') reject(new Error('the deletion finished before it could be killed'));
      });
      void exited.then(() => reject(new Error(`the deletion child exited by itself: ${stderr.join('')}`)));
    });
    await exited;

    // Cut mid-way: the grant is revoked and some rows are gone, but the user and most of their data are still here.
    expect((await app.graphGet('me', { access_token: accessToken })).error).toMatchObject({ code: 190 });
    expect(await db().selectFrom('users').select('id').where('id', '=', owner.id).execute()).toHaveLength(1);
    expect((await db().selectFrom('data_deletion_requests').select('status').where('id', '=', request.id).executeTakeFirstOrThrow()).status).toBe('in_progress');

    // The rerun (pg-boss retries the job) finishes it.
    await runAccountDeletion({ db: db(), graph: testGraphClient(app.config), cipher: testCipher, jobs: app.server.jobs.transactional, now: () => new Date() }, request.id);
    expect(await db().selectFrom('users').select('id').where('id', '=', owner.id).execute()).toEqual([]);
    for (const table of ['sessions', 'notifications', 'workspace_members'] as const) {
      expect(await db().selectFrom(table).select('user_id').where('user_id', '=', owner.id).execute(), table).toEqual([]);
    }
    for (const table of ['platform_connections', 'ad_accounts', 'campaigns', 'ad_sets', 'sync_runs'] as const) {
      expect(await db().selectFrom(table).select('workspace_id').where('workspace_id', '=', owner.workspaceId).execute(), table).toEqual([]);
    }
    expect(await db().selectFrom('workspaces').select('id').where('id', '=', owner.workspaceId).execute()).toEqual([]);
    expect(await db().selectFrom('campaign_insights_daily').select('ad_account_id').where('ad_account_id', 'in', accountIds).execute()).toEqual([]);
    expect(await db().selectFrom('audit_log').select('id').where((eb) => eb.or([eb('user_id', '=', owner.id), eb('actor_user_id', '=', owner.id)])).execute()).toEqual([]);
    expect((await db().selectFrom('data_deletion_requests').selectAll().where('id', '=', request.id).executeTakeFirstOrThrow()).status).toBe('done');
  }, 90_000);
});
