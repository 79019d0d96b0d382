/**
 * What the container test (scripts/container-test.sh) asks of a running AdFleet, as an operator's first minutes and
 * a scale-down would: sign up, connect Meta through the sandbox, wait for the workers' first sync, clone a campaign
 * into three other ad accounts, then read the server's /readyz (and its /metrics, on the port of their own, when
 * given). Given the stack's worker containers, it stops one of them (`podman stop`: SIGTERM) while it holds a clone
 * job, the sandbox holding each ad-set and ad create meanwhile, and checks that nothing was lost: every target succeeded,
 * and each account's tree in the sandbox holds one copy, with the ad sets and ads the target reports and no more.
 * Exits 1, saying which step failed, otherwise prints one line per step.
 *
 *   node scripts/container-journey.ts <base URL> <sandbox control key> [<metrics URL> [<worker container>...]]
 *   node scripts/container-journey.ts <base URL> --sign-in-only
 */
import { randomUUID } from 'node:crypto';
import { fateOfHeldJobs, stopGracefully, type StoppedWorker, workerHoldingClone } from './compose-workers.ts';

const [baseUrl, second, metricsUrl, ...workers] = process.argv.slice(2);
if (!baseUrl || !second) {
  process.stderr.write('usage: node scripts/container-journey.ts <base URL> (<sandbox control key> [<metrics URL> [<worker container>...]] | --sign-in-only)\n');
  process.exit(2);
}
const WAIT_MS = 120_000;
/** The accounts the campaign is cloned into. */
const TARGET_COUNT = 3;
/**
 * How long the sandbox holds each ad-set and ad create (every POST whose path has "/ads") until a worker is stopped:
 * a clone makes at least one of each, so the stopped worker still has more than the stack's WORKER_STOP_GRACE_SECONDS
 * (1 in the container test) to go and hands its clone back; and a held create lands before pg-boss's first retry
 * (5 s after the hand-back), so the worker resuming the clone finds it made rather than making it again.
 */
const HOLD_MS = 3_000;

async function call<T>(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (/metrics): the text itself.
  }
  return { status: response.status, body: body as T };
}

function expectStatus(step: string, answer: { status: number; body: unknown }, ...wanted: number[]): void {
  if (!wanted.includes(answer.status)) throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`);
}

/** Asks again every half second until `done` says yes; the workers answer in their own time, never on a schedule. */
async function until<T>(step: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${step}: still not done after ${WAIT_MS / 1000} s: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function say(line: string): void {
  process.stdout.write(`  ${line}\n`);
}

async function signUp(): Promise<string> {
  const suffix = randomUUID().slice(0, 8);
  const registered = await call<{ token: string }>('POST', '/api/auth/register', {
    body: { firstName: 'Container', lastName: 'Test', username: `ct${suffix}`, email: `ct${suffix}@example.com`, password: `Container test ${suffix} pass` },
  });
  expectStatus('sign-up', registered, 201);
  const me = await call<{ username: string }>('GET', '/api/auth/me', { token: registered.body.token });
  expectStatus('signed in', me, 200);
  say(`signed up and signed in as ${me.body.username}`);
  return registered.body.token;
}

async function readyz(): Promise<void> {
  const ready = await call('GET', '/readyz');
  expectStatus('/readyz', ready, 200);
  say(`/readyz ${ready.status} ${JSON.stringify(ready.body)}`);
}

interface AdAccount {
  id: string;
  adAccountId?: string;
  name: string;
  currency: string;
  platform?: string;
}
interface Campaign {
  id: string;
  name: string;
  adAccountId: string;
}
interface Preflight {
  adAccountId: string;
  accountName: string;
  pages: { id: string }[];
  pixels: { id: string }[];
  needsPixel: boolean;
  needsDsa: boolean;
  problems: unknown[];
}
interface CloneResult {
  success: boolean;
  accountName: string;
  adAccountId: string;
  campaignId?: string;
  createdIds: { adSetIds: string[]; adIds: string[] };
  message?: string;
  error?: string;
  state?: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
}
interface TreeCampaign {
  id: string;
  name: string;
  adsets: { ads: unknown[] }[];
}
type CloneAnswer = { status: number; body: CloneResult[] | { batchId: string } };
/** A target's own budget and choices in the clone request. */
interface TargetChoice {
  adAccountId: string;
  budget: number;
  pageId?: string;
  pixelId?: string;
  dsaPayor?: string;
  dsaBeneficiary?: string;
}


async function connect(token: string, control: Record<string, string>): Promise<AdAccount[]> {
  const minted = await call<{ access_token: string; user_id: string }>('POST', '/sandbox/graph/_sandbox/tokens', { body: {}, headers: control });
  expectStatus('sandbox token', minted, 200);
  const connected = await call('POST', '/api/facebook/token', { token, body: { accessToken: minted.body.access_token, userInfo: { id: minted.body.user_id } } });
  expectStatus('connect Meta through the sandbox', connected, 200);
  const accounts = await until(
    'first sync by the workers',
    async () => (await call<AdAccount[]>('GET', '/api/ad-accounts', { token })).body,
    (list) => Array.isArray(list) && list.length > TARGET_COUNT,
  );
  say(`connected through the sandbox: ${accounts.length} ad accounts synced by the workers`);
  return accounts;
}

/**
 * The Duplicator's dry run over every other account whose currency has cents (each is given its own budget of 50.00),
 * the first page and, where needed, pixel of each as the dialog offers them, and the EU's DSA names: the first three
 * it finds nothing against (the disabled account the persona only reads is among those it refuses).
 */
async function acceptedTargets(token: string, request: Record<string, unknown>, candidates: readonly string[]): Promise<TargetChoice[]> {
  const preflight = async (targets?: readonly TargetChoice[]) => {
    const answer = await call<{ targets: Preflight[] }>('POST', '/api/clone-campaign/preflight', { token, body: { ...request, targetAccounts: candidates, ...(targets ? { targets } : {}) } });
    expectStatus('clone preflight', answer, 200);
    return answer.body.targets;
  };
  const chosen = (await preflight()).map((target): TargetChoice => ({
    adAccountId: target.adAccountId,
    budget: 5000,
    ...(target.pages[0] ? { pageId: target.pages[0].id } : {}),
    ...(target.needsPixel && target.pixels[0] ? { pixelId: target.pixels[0].id } : {}),
    ...(target.needsDsa ? { dsaPayor: 'Container Test Ltd', dsaBeneficiary: 'Container Test Ltd' } : {}),
  }));
  const accepted = (await preflight(chosen)).filter((target) => target.problems.length === 0);
  if (accepted.length < TARGET_COUNT) throw new Error(`clone preflight: ${TARGET_COUNT} targets wanted, accepted ${JSON.stringify(accepted.map((target) => target.accountName))}`);
  return chosen.filter((choice) => accepted.slice(0, TARGET_COUNT).some((target) => target.adAccountId === choice.adAccountId));
}

/**
 * Stops the first worker seen holding a clone job, as a scale-down or a rolling upgrade would, and reads from its log
 * the jobs it held when SIGTERM came.
 */
async function stopWorkerMidClone(cloning: { answer?: CloneAnswer }): Promise<StoppedWorker> {
  const container = await until(
    'a worker holding a clone job',
    async () => {
      if (cloning.answer && cloning.answer.status !== 202) throw new Error(`clone ended before a worker was stopped: ${cloning.answer.status} ${JSON.stringify(cloning.answer.body).slice(0, 500)}`);
      return workerHoldingClone(workers);
    },
    (worker) => worker !== undefined,
  );
  if (!container) throw new Error('no worker held a clone job');
  return stopGracefully(container);
}

/** Each target's account holds one copy of the campaign, with the ad sets and ads the target reports and no more. */
async function expectOneCopyEach(results: readonly CloneResult[], control: Record<string, string>): Promise<void> {
  for (const result of results) {
    const tree = await call<{ campaigns: TreeCampaign[] }>('GET', `/sandbox/graph/_sandbox/accounts/${result.adAccountId}/tree`, { headers: control });
    expectStatus(`${result.accountName}'s tree`, tree, 200);
    const copy = tree.body.campaigns.find((campaign) => campaign.id === result.campaignId);
    if (!copy) throw new Error(`${result.accountName}: campaign ${result.campaignId} is not in the sandbox`);
    const copies = tree.body.campaigns.filter((campaign) => campaign.name === copy.name).length;
    const adSets = copy.adsets.length;
    const ads = copy.adsets.reduce((sum, adSet) => sum + adSet.ads.length, 0);
    if (copies !== 1 || adSets !== result.createdIds.adSetIds.length || ads !== result.createdIds.adIds.length) {
      throw new Error(`${result.accountName}: ${copies} campaigns named "${copy.name}", ${adSets} ad sets and ${ads} ads in the sandbox; the target reports ${result.createdIds.adSetIds.length} and ${result.createdIds.adIds.length}`);
    }
  }
}

async function connectAndClone(token: string, controlKey: string): Promise<void> {
  const control = { 'x-sandbox-key': controlKey };
  const accounts = await connect(token, control);

  // A campaign into three other accounts whose currencies have cents, each given its own budget of 50.00.
  const CENTS = ['USD', 'EUR', 'GBP', 'MXN'];
  const accountOf = (campaign: Campaign) => accounts.find((account) => [account.id, account.adAccountId].includes(campaign.adAccountId));
  const campaigns = await until(
    'campaigns synced',
    async () => (await call<Campaign[]>('GET', '/api/campaigns', { token })).body,
    (list) => Array.isArray(list) && list.some((campaign) => CENTS.includes(accountOf(campaign)?.currency ?? '')),
  );
  const source = campaigns.find((campaign) => CENTS.includes(accountOf(campaign)?.currency ?? ''));
  if (!source) throw new Error('clone: no source campaign');
  const request = { campaignId: source.id, nameTemplate: '{name} (container test)', budgetType: 'daily', dailyBudget: 5000 };
  const candidates = accounts.filter((account) => account !== accountOf(source) && CENTS.includes(account.currency)).map((account) => account.adAccountId ?? account.id);
  const targets = await acceptedTargets(token, { ...request, budgetCurrency: accountOf(source)?.currency }, candidates);

  const stopping = workers.length > 1;
  // Ad-set and ad creates held in flight, so the worker stopped is surely mid-clone.
  if (stopping) expectStatus('hold creates', await call('PUT', '/sandbox/graph/_sandbox/faults', { body: { delays: [{ ms: HOLD_MS, path: '/ads', method: 'POST' }] }, headers: control }), 200);
  const cloning: { answer?: CloneAnswer } = {};
  const answered = call<CloneAnswer['body']>('POST', '/api/clone-campaign', {
    token,
    body: { ...request, targetAccounts: targets.map((target) => target.adAccountId), targets },
  }).then((answer) => (cloning.answer = answer));
  let stopped: StoppedWorker | undefined;
  if (stopping) {
    stopped = await stopWorkerMidClone(cloning);
    expectStatus('release creates', await call('DELETE', '/sandbox/graph/_sandbox/faults', { headers: control }), 200);
  }
  const cloned = await answered;
  expectStatus('clone', cloned, 200, 202);
  const results = Array.isArray(cloned.body)
    ? cloned.body
    : (
        await until(
          `clone into ${TARGET_COUNT} accounts`,
          async () => (await call<{ accounts: CloneResult[] }>('GET', `/api/clone-campaign/${(cloned.body as { batchId: string }).batchId}`, { token })).body,
          (batch) => batch.accounts.length > 0 && batch.accounts.every((target) => target.state !== 'queued' && target.state !== 'running'),
        )
      ).accounts;
  const failed = results.filter((result) => !result.success);
  if (results.length !== TARGET_COUNT || failed.length > 0) throw new Error(`clone: ${JSON.stringify(results)}`);
  await expectOneCopyEach(results, control);
  say(`cloned "${source.name}" into ${results.map((result) => result.accountName).join(', ')}: one copy in each`);
  if (stopped) say(`stopped ${stopped.container} mid-clone, exit 0: ${(await fateOfHeldJobs(workers, stopped)).join('; ')}`);
}

async function metrics(url: string): Promise<void> {
  const answer = await call<string>('GET', url);
  expectStatus('/metrics', answer, 200);
  const samples = String(answer.body).split('\n').filter((line) => line && !line.startsWith('#')).length;
  say(`/metrics ${answer.status}: ${samples} samples`);
}

try {
  const token = await signUp();
  if (second !== '--sign-in-only') {
    await connectAndClone(token, second);
    if (metricsUrl) await metrics(metricsUrl);
  }
  await readyz();
} catch (error) {
  process.stderr.write(`container journey failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
