import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTikTokSandbox } from '../sandbox.ts';
import { FIXED_NOW } from '../testing/sandbox-harness.ts';

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('the state file', () => {
  it('journals only what changed, drops a line cut by a crash, and folds the journal into a snapshot at start', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tiktok-sandbox-state-'));
    const stateFile = path.join(folder, 'state.jsonl');
    const first = await createTikTokSandbox({ appSecret: 'a'.repeat(40), stateFile, now: () => FIXED_NOW });
    const token = first.mintToken('persona-1');
    await first.durable();
    const lines = (await readFile(stateFile, 'utf8')).split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[1] ?? '').set).toEqual([['tokens', token?.token, token]]);
    await first.close();

    // A crash in the middle of a write leaves a line with no newline: never acknowledged, so never replayed.
    await appendFile(stateFile, '{"set":[["tokens","half"');
    const second = await createTikTokSandbox({ appSecret: 'a'.repeat(40), stateFile, now: () => FIXED_NOW });
    expect(Object.keys(second.state.tokens)).toEqual([token?.token]);
    expect((await readFile(stateFile, 'utf8')).split('\n')).toHaveLength(2);
    await second.close();
  });
});
