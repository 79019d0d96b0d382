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
      const found = /TikTok API sandbox at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
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
  it('keeps every acknowledged create and status change through kill -9 right after the answer, never reuses an id, and keeps its files private', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tiktok-sandbox-durable-'));
    const stateFile = path.join(folder, 'state.jsonl');
    let running = await startProcess(stateFile);
    const key = (await readFile(path.join(folder, 'secrets', 'tiktok-sandbox-control-key'), 'utf8')).trim();
    const control = async (url: string, method: string, route: string, body?: object) =>
      (await fetch(`${url}/_sandbox${route}`, { method, headers: { 'x-sandbox-key': key, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) })).json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- control JSON
    const info = await control(running.url, 'GET', '');
    const ana = info.personas[0];
    const advertiserId = ana.advertiser_ids[0] as string;
    const token = (await control(running.url, 'POST', '/tokens', { persona_id: ana.id })).access_token as string;
    const api = async (url: string, method: 'GET' | 'POST', route: string, params: Record<string, unknown>) => {
      const query = method === 'GET' ? `?${new URLSearchParams(Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)])))}` : '';
      const answer = await fetch(`${url}/open_api/v1.3${route}${query}`, {
        method,
        headers: { 'access-token': token, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        ...(method === 'POST' ? { body: JSON.stringify(params) } : {}),
      });
      return (await answer.json()) as { code: number; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- TikTok JSON
    };

    const created: string[] = [];
    for (let trial = 0; trial < 3; trial++) {
      const answer = await api(running.url, 'POST', '/campaign/create/', { advertiser_id: advertiserId, campaign_name: `Survivor ${trial}`, objective_type: 'TRAFFIC', operation_status: 'DISABLE' });
      expect(answer.code).toBe(0);
      created.push(answer.data.campaign_id);
      if (trial === 1) expect((await api(running.url, 'POST', '/campaign/status/update/', { advertiser_id: advertiserId, campaign_ids: [created[0]], operation_status: 'ENABLE' })).code).toBe(0);
      // Killed the moment the answer is read: no grace period, no flush on the way out.
      await killHard(running.process);
      running = await startProcess(stateFile);
      const read = await api(running.url, 'GET', '/campaign/get/', { advertiser_id: advertiserId, filtering: { campaign_ids: created } });
      expect(read.data.list.map((row: { campaign_name: string }) => row.campaign_name)).toEqual(created.map((_, index) => `Survivor ${index}`));
      if (trial >= 1) expect(read.data.list[0].operation_status).toBe('ENABLE');
    }
    expect(new Set(created).size).toBe(3);
    expect(created.map(BigInt)).toEqual([...created.map(BigInt)].sort((a, b) => (a < b ? -1 : 1)));

    const modeOf = async (file: string) => (await stat(file)).mode & 0o777;
    expect(await modeOf(stateFile)).toBe(0o600);
    expect(await modeOf(path.join(folder, 'secrets', 'tiktok-sandbox-control-key'))).toBe(0o600);
    expect(await modeOf(path.join(folder, 'secrets', 'tiktok-sandbox-app-secret'))).toBe(0o600);
    await killHard(running.process);
  }, 60_000);
});
