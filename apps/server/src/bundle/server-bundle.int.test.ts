import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '@adfleet/test-support/free-port';
import { launcherClient, type LauncherClient } from '../trials/launcher-client.ts';
import { type Launcher, killProcessesUsing, processesUsing, startLauncher } from '../trials/launcher-process.ts';
import { waitFor } from '../trials/wait-for.ts';
import { bundleServer, privateBundleDir } from './server-bundle.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are read as free-form JSON */

/** A DATA_DIR under the system's temp folder with 755: the embedded PostgreSQL runs as the postgres OS user and must reach it. */
async function newDataDir(): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-bundle-'));
  await fs.chmod(dataDir, 0o755);
  return dataDir;
}

/** Each file of a folder and the inode holding it: a file deleted or written anew gets another. */
async function filesAndInodes(dir: string): Promise<Record<string, number>> {
  const entries = await fs.readdir(dir);
  return Object.fromEntries(await Promise.all(entries.map(async (name) => [name, (await fs.stat(path.join(dir, name))).ino] as const)));
}

/**
 * `npm start` builds the bundle, then runs it, not the sources (ADR 0066, 0080): built here as the build builds it, then
 * started as the launcher in sandbox mode on its own DATA_DIR. It is healthy only once its server (the bundle's
 * `server.js`, ADR 0072) answers and its worker (`worker.js`) has run a ping job; then a stranger registers, connects
 * Meta through the Graph sandbox (a chunk the bundle loads lazily) and sees the campaigns the bundled worker synced
 * over real HTTP. A second instance then starts from the same folder, as the README's "several instances side by side"
 * do, its start building again first.
 */
describe('the server bundle', () => {
  const bundleDir = privateBundleDir('test');
  const dataDirs: string[] = [];
  let launcher: Launcher | undefined;
  let secondLauncher: Launcher | undefined;
  let client: LauncherClient;

  beforeAll(async () => {
    const { files } = await bundleServer(bundleDir);
    expect(files).toEqual(expect.arrayContaining(['main.js', 'server.js', 'worker.js']));
    const dataDir = await newDataDir();
    dataDirs.push(dataDir);
    launcher = await startLauncher({ dataDir, port: await freePort(), main: path.join(bundleDir, 'main.js') });
    client = launcherClient({ baseUrl: launcher.baseUrl, dataDir });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([launcher?.stop(), secondLauncher?.stop()]);
    for (const dataDir of dataDirs) {
      await killProcessesUsing(dataDir);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    await fs.rm(bundleDir, { recursive: true, force: true });
  }, 60_000);

  it('runs the launcher, and the server and the worker it starts, from the bundle, no TypeScript source among them', async () => {
    const node = (await processesUsing(dataDirs[0]!)).filter(({ command }) => command.startsWith(process.execPath));
    expect(node.map(({ command }) => command.split(' ').at(-1)).sort()).toEqual(['main.js', 'server.js', 'worker.js'].map((file) => path.join(bundleDir, file)));
  });

  it('serves a stranger end to end: register, connect through the Graph sandbox, campaigns synced by the worker', async () => {
    const anonymous = await fetch(`${launcher!.baseUrl}/api/auth/me`);
    expect(anonymous.status).toBe(401);

    const registered = await client.api('POST', '/api/auth/register', { username: 'bundle-owner', email: 'bundle-owner@example.com', password: 'fleet-owner-2931' });
    client.signIn(registered.token);
    expect((await client.api('GET', '/api/auth/me')).username).toBe('bundle-owner');

    const world = await client.control('GET', '');
    const ana = (world.users as Array<{ id: string; name: string }>).find((user) => user.name.startsWith('Ana'));
    if (!ana) throw new Error('the sandbox has no demo user Ana');
    const anaToken = (await client.control('POST', '/tokens', { user_id: ana.id })).access_token as string;
    await client.api('POST', '/api/facebook/token', { accessToken: anaToken, userInfo: { id: ana.id } });

    const campaigns = await waitFor(
      'campaigns synced by the bundled worker',
      async () => {
        const rows = (await client.api('GET', '/api/campaigns')) as any[];
        return rows.length > 0 ? rows : undefined;
      },
      60_000,
      () => client.query('sync.status'),
    );
    expect(campaigns.length).toBeGreaterThan(0);
  }, 90_000);

  it('builds again beside a running instance without deleting or rewriting a file, and both instances keep serving the lazily loaded sandbox', async () => {
    // A chunk of an earlier build (the code changed since): an instance started from that build may still import it.
    await fs.writeFile(path.join(bundleDir, 'chunk-earlier-build-DtQ3x0aA.js'), 'export {};\n');
    const before = await filesAndInodes(bundleDir);
    await bundleServer(bundleDir);
    expect(await filesAndInodes(bundleDir)).toEqual(before);

    const secondDataDir = await newDataDir();
    dataDirs.push(secondDataDir);
    secondLauncher = await startLauncher({ dataDir: secondDataDir, port: await freePort(), main: path.join(bundleDir, 'main.js') });

    // The first instance's server dies; its launcher starts it again from the folder, which imports every chunk anew.
    const { server } = await launcher!.children();
    if (!server) throw new Error(`the launcher runs no server process\n${launcher!.output()}`);
    process.kill(server, 'SIGKILL');
    await vi.waitFor(
      async () => {
        const restarted = (await launcher!.children()).server;
        expect(restarted).toBeDefined();
        expect(restarted).not.toBe(server);
        expect((await fetch(`${launcher!.baseUrl}/api/health/database`)).ok).toBe(true);
      },
      { timeout: 120_000, interval: 100 },
    );

    for (const [instance, dataDir] of [[launcher!, dataDirs[0]!], [secondLauncher, secondDataDir]] as const) {
      const world = await launcherClient({ baseUrl: instance.baseUrl, dataDir }).control('GET', '');
      expect((world.users as Array<{ name: string }>).map((user) => user.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^Ana/)]));
    }
  }, 240_000);
});
