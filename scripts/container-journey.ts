/**
 * What the container test (scripts/container-test.sh) asks of a running AdFleet, over its REST API only, as an
 * operator's first minutes would: sign up, connect Meta through the sandbox, wait for the workers' first sync, clone a
 * campaign into two other ad accounts and see both copies made, then read the server's /readyz (and its /metrics, on
 * the port of their own, when given). Exits 1, saying which step failed, otherwise prints one line per step.
 *
 *   node scripts/container-journey.ts <base URL> <sandbox control key> [<metrics URL>]
 *   node scripts/container-journey.ts <base URL> --sign-in-only
 */
import { randomUUID } from 'node:crypto';

const [baseUrl, second, metricsUrl] = process.argv.slice(2);
if (!baseUrl || !second) {
  process.stderr.write('usage: node scripts/container-journey.ts <base URL> (<sandbox control key> [<metrics URL>] | --sign-in-only)\n');
  process.exit(2);
}
const WAIT_MS = 120_000;

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
  pages: { id: string }[];
  pixels: { id: string }[];
  needsPixel: boolean;
  needsDsa: boolean;
}
interface CloneResult {
  success: boolean;
  accountName: string;
  message?: string;
  error?: string;
  state?: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
}

async function connectAndClone(token: string, controlKey: string): Promise<void> {
  const control = { 'x-sandbox-key': controlKey };
  const minted = await call<{ access_token: string; user_id: string }>('POST', '/sandbox/graph/_sandbox/tokens', { body: {}, headers: control });
  expectStatus('sandbox token', minted, 200);
  const connected = await call('POST', '/api/facebook/token', { token, body: { accessToken: minted.body.access_token, userInfo: { id: minted.body.user_id } } });
  expectStatus('connect Meta through the sandbox', connected, 200);
  const accounts = await until(
    'first sync by the workers',
    async () => (await call<AdAccount[]>('GET', '/api/ad-accounts', { token })).body,
    (list) => Array.isArray(list) && list.length >= 3,
  );
  say(`connected through the sandbox: ${accounts.length} ad accounts synced by the workers`);

  // A campaign into two other accounts whose currencies have cents, each given its own budget of 50.00.
  const CENTS = ['USD', 'EUR', 'GBP', 'MXN'];
  const accountOf = (campaign: Campaign) => accounts.find((account) => [account.id, account.adAccountId].includes(campaign.adAccountId));
  const campaigns = await until(
    'campaigns synced',
    async () => (await call<Campaign[]>('GET', '/api/campaigns', { token })).body,
    (list) => Array.isArray(list) && list.some((campaign) => CENTS.includes(accountOf(campaign)?.currency ?? '')),
  );
  const source = campaigns.find((campaign) => CENTS.includes(accountOf(campaign)?.currency ?? ''));
  const targets = accounts.filter((account) => account !== (source && accountOf(source)) && CENTS.includes(account.currency)).slice(0, 2);
  if (!source || targets.length < 2) throw new Error(`clone: no source and two targets among ${JSON.stringify(accounts.map((account) => account.currency))}`);
  const request = {
    campaignId: source.id,
    nameTemplate: '{name} (container test)',
    budgetType: 'daily',
    dailyBudget: 5000,
    targetAccounts: targets.map((account) => account.adAccountId ?? account.id),
  };
  // The preflight names each account's pages and pixels and whether it needs them (and the EU's DSA names), as the
  // Duplicator's dialog shows them; the clone then picks the first of each.
  const preflight = await call<{ targets: Preflight[] }>('POST', '/api/clone-campaign/preflight', { token, body: { ...request, budgetCurrency: accountOf(source)?.currency } });
  expectStatus('clone preflight', preflight, 200);
  const cloned = await call<CloneResult[] | { batchId: string }>('POST', '/api/clone-campaign', {
    token,
    body: {
      ...request,
      targets: preflight.body.targets.map((target) => ({
        adAccountId: target.adAccountId,
        budget: 5000,
        ...(target.pages[0] ? { pageId: target.pages[0].id } : {}),
        ...(target.needsPixel && target.pixels[0] ? { pixelId: target.pixels[0].id } : {}),
        ...(target.needsDsa ? { dsaPayor: 'Container Test Ltd', dsaBeneficiary: 'Container Test Ltd' } : {}),
      })),
    },
  });
  expectStatus('clone', cloned, 200, 202);
  const results = Array.isArray(cloned.body)
    ? cloned.body
    : (
        await until(
          'clone into two accounts',
          async () => (await call<{ accounts: CloneResult[] }>('GET', `/api/clone-campaign/${(cloned.body as { batchId: string }).batchId}`, { token })).body,
          (batch) => batch.accounts.length > 0 && batch.accounts.every((target) => target.state !== 'queued' && target.state !== 'running'),
        )
      ).accounts;
  const failed = results.filter((result) => !result.success);
  if (results.length !== 2 || failed.length > 0) throw new Error(`clone: ${JSON.stringify(results)}`);
  say(`cloned "${source.name}" into ${results.map((result) => result.accountName).join(' and ')}`);
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
