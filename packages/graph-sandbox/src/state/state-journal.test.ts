import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startSandbox } from '../testing/sandbox-harness.ts';
import { loadState } from './state-store.ts';

let h: Harness | undefined;
let folder = '';
let stateFile = '';
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'graph-sandbox-journal-'));
  stateFile = path.join(folder, 'state.json');
});
afterEach(async () => {
  await h?.close();
  h = undefined;
  await rm(folder, { recursive: true, force: true });
});

/** What a restart right now would start from, as plain JSON, beside what the running sandbox holds. */
async function restartedAndLive(harness: Harness) {
  const loaded = await loadState(stateFile);
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
  const { state } = harness.sandbox;
  return { restarted: plain({ world: loaded?.world, tokens: loaded?.tokens }), live: plain({ world: state.world, tokens: state.tokens }) };
}

describe('the state journal', () => {
  it('appends each acknowledged change beside the state file instead of rewriting the world, and a restart sees every one', async () => {
    h = await startSandbox({ stateFile });
    const snapshot = await readFile(stateFile, 'utf8');
    const token = await h.tokenFor('Ana');
    const account = h.accountByCurrency('USD');
    const created = await h.call('POST', `/v27.0/act_${account.id}/campaigns`, { access_token: token, name: 'Journaled', objective: 'OUTCOME_SALES', special_ad_categories: [] });
    expect(created.status).toBe(200);
    // A change inside an object already on disk, a change reached by walking every user, the id counter and the clock.
    expect((await h.call('POST', `/v27.0/${created.body.id}`, { access_token: token, name: 'Journaled, renamed', status: 'ACTIVE' })).status).toBe(200);
    expect((await h.control('POST', '/accounts', { like: `act_${account.id}`, count: 2, name_prefix: 'Journal' })).statusCode).toBe(200);
    expect((await h.control('POST', '/clock', { advance_seconds: 90 })).statusCode).toBe(200);

    expect(await readFile(stateFile, 'utf8')).toBe(snapshot);
    const { restarted, live } = await restartedAndLive(h);
    expect(restarted).toEqual(live);
    expect((await loadState(stateFile))?.clockOffsetMs).toBe(90_000);
    expect(JSON.stringify(restarted)).toContain('Journaled, renamed');
  });

  it('ignores a line a crash cut short, and a journal older than its snapshot', async () => {
    h = await startSandbox({ stateFile });
    const token = await h.tokenFor('Ana');
    const account = h.accountByCurrency('USD');
    await h.call('POST', `/v27.0/act_${account.id}/campaigns`, { access_token: token, name: 'Before the cut', objective: 'OUTCOME_SALES', special_ad_categories: [] });
    // A write that never reached the disk whole was never acknowledged: the restart stops before it.
    await appendFile(`${stateFile}.journal`, '{"set":[["world.campaigns","1","');
    expect((await restartedAndLive(h)).restarted).toEqual((await restartedAndLive(h)).live);

    // A reset writes a new snapshot and a new journal; a crash between the two leaves the old journal beside the new
    // snapshot, and replaying it would bring back the campaign the reset removed.
    const oldJournal = await readFile(`${stateFile}.journal`, 'utf8');
    expect((await h.control('POST', '/reset', {})).statusCode).toBe(200);
    await writeFile(`${stateFile}.journal`, oldJournal);
    const { restarted, live } = await restartedAndLive(h);
    expect(restarted).toEqual(live);
    expect(JSON.stringify(restarted)).not.toContain('Before the cut');
  });

  it('starts from the snapshot and the journal it left, then folds them into a new snapshot', async () => {
    h = await startSandbox({ stateFile });
    const token = await h.tokenFor('Ana');
    const account = h.accountByCurrency('USD');
    const created = await h.call('POST', `/v27.0/act_${account.id}/campaigns`, { access_token: token, name: 'Carried over', objective: 'OUTCOME_SALES', special_ad_categories: [] });
    const before = await restartedAndLive(h);
    await h.close();

    h = await startSandbox({ stateFile });
    expect((await restartedAndLive(h)).live).toEqual(before.live);
    expect(await readFile(stateFile, 'utf8')).toContain('Carried over');
    expect((await readFile(`${stateFile}.journal`, 'utf8')).trim().split('\n')).toHaveLength(1);
    expect((await h.call('GET', `/v27.0/${created.body.id}`, { access_token: token, fields: 'name' })).body).toEqual({ id: created.body.id, name: 'Carried over' });
  });
});
