import sdk from 'facebook-nodejs-business-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSandboxSecret } from '../secrets/sandbox-secrets.ts';
import { buildSandboxServer, type SandboxServer } from '../server.ts';
import { FIXED_NOW } from '../testing/sandbox-harness.ts';

/**
 * Proof that the sandbox speaks Graph as Meta does: Meta's own Node SDK, unchanged, reads accounts and campaigns
 * from it. The SDK hard-codes its host and version in static getters; the test points the host at the sandbox and
 * keeps the SDK's own version, which is past its expiry at the test's clock and so answered as Meta upgrades it.
 */
let app: SandboxServer;
let address: string;
const { FacebookAdsApi, User, AdAccount } = sdk;
const originalGraph = Object.getOwnPropertyDescriptor(FacebookAdsApi, 'GRAPH')!;

beforeAll(async () => {
  app = await buildSandboxServer({ now: () => FIXED_NOW, appSecret: newSandboxSecret(), controlKey: newSandboxSecret() });
  address = await app.start({ port: 0, host: '127.0.0.1' });
  Object.defineProperty(FacebookAdsApi, 'GRAPH', { get: () => address, configurable: true });
});

afterAll(async () => {
  Object.defineProperty(FacebookAdsApi, 'GRAPH', originalGraph);
  await app.stop();
});

describe("Meta's facebook-nodejs-business-sdk against the sandbox", () => {
  it('reads /me/adaccounts across pages and an account’s campaigns', async () => {
    const ana = app.sandbox.users().find((user) => user.name === 'Ana Torres')!;
    // crash_log=false: otherwise the SDK installs a process-wide uncaughtException handler that phones home.
    FacebookAdsApi.init(app.sandbox.mintToken(ana.id)!.token, 'en_US', false);

    const accounts: Array<Record<string, unknown>> = [];
    let page = await new User('me').getAdAccounts(['name', 'currency', 'account_status'], { limit: 2 });
    accounts.push(...page.map((account) => account._data));
    while (page.hasNext()) {
      page = await page.next();
      accounts.push(...page.map((account) => account._data));
    }
    expect(accounts.map((account) => account.id)).toEqual(ana.accountIds.map((id) => `act_${id}`));
    expect(accounts.map((account) => account.currency)).toContain('COP');

    const campaigns = await new AdAccount(String(accounts[0]!.id)).getCampaigns(['name', 'objective', 'effective_status'], { limit: 100 });
    expect(campaigns.length).toBeGreaterThan(5);
    expect(campaigns[0]!._data).toMatchObject({ id: expect.stringMatching(/^120\d+$/), name: expect.any(String), objective: expect.any(String) });
    // Every call went out under the version the SDK pins, and none was refused.
    const calls = app.sandbox.state.calls.list();
    expect(calls.map((call) => [call.version, call.status])).toEqual(calls.map(() => [FacebookAdsApi.VERSION, 200]));
  });
});
