import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const MAIN = path.join(import.meta.dirname, '../main.ts');
let child: ChildProcess | undefined;
let folder: string | undefined;
afterEach(async () => {
  child?.kill('SIGKILL');
  child = undefined;
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

/** The standalone sandbox as its own process, on a free port; resolves with its address once it listens. */
async function startProcess(stateFile: string): Promise<{ process: ChildProcess; url: string }> {
  const started = spawn(process.execPath, [MAIN], { env: { PORT: '0', HOST: '127.0.0.1', STATE_FILE: stateFile }, stdio: ['ignore', 'pipe', 'pipe'] });
  child = started;
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Graph API sandbox at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}: ${output}`)));
  });
  return { process: started, url };
}

async function killHard(running: ChildProcess) {
  const exited = once(running, 'exit');
  running.kill('SIGKILL');
  await exited;
  child = undefined;
}

describe('durable state', () => {
  it('keeps every acknowledged create through kill -9 right after the answer, never reuses an id, and keeps its files private', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'graph-sandbox-durable-'));
    const stateFile = path.join(folder, 'state.json');
    let running = await startProcess(stateFile);
    const key = (await readFile(path.join(folder, 'secrets', 'sandbox-control-key'), 'utf8')).trim();
    const control = async (url: string, method: string, route: string, body?: object) =>
      (await fetch(`${url}/_sandbox${route}`, { method, headers: { 'x-sandbox-key': key, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) })).json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- control JSON
    const info = await control(running.url, 'GET', '');
    const ana = info.users.find((user: { name: string }) => user.name.startsWith('Ana'));
    const act = info.accounts.find((account: { currency: string; account_status: number }) => account.currency === 'USD' && account.account_status === 1).id;
    const token = (await control(running.url, 'POST', '/tokens', { user_id: ana.id })).access_token as string;

    const created: string[] = [];
    for (let trial = 0; trial < 3; trial++) {
      const answer = await fetch(`${running.url}/v27.0/${act}/campaigns`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ access_token: token, name: `Survivor ${trial}`, objective: 'OUTCOME_SALES', special_ad_categories: '[]', status: 'PAUSED' }).toString(),
      });
      expect(answer.status).toBe(200);
      created.push(((await answer.json()) as { id: string }).id);
      // Killed the moment the answer is read: no grace period, no flush on the way out.
      await killHard(running.process);
      running = await startProcess(stateFile);
      for (const [index, id] of created.entries()) {
        const read = await fetch(`${running.url}/v27.0/${id}?${new URLSearchParams({ access_token: token, fields: 'name' })}`);
        expect(await read.json()).toEqual({ id, name: `Survivor ${index}` });
      }
    }
    expect(new Set(created).size).toBe(3);
    expect(created.map(BigInt)).toEqual([...created.map(BigInt)].sort((a, b) => (a < b ? -1 : 1)));

    const modeOf = async (file: string) => (await stat(file)).mode & 0o777;
    expect(await modeOf(stateFile)).toBe(0o600);
    expect(await modeOf(`${stateFile}.journal`)).toBe(0o600);
    expect(await modeOf(path.join(folder, 'secrets', 'sandbox-control-key'))).toBe(0o600);
    expect(await modeOf(path.join(folder, 'secrets', 'sandbox-app-secret'))).toBe(0o600);
    await killHard(running.process);
  }, 60_000);
});
