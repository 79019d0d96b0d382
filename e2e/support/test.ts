import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { e2eEnv } from '../env.ts';
import { type AppInstance, startAppInstance } from './app-instance.ts';
import { ownAddress } from './client-address.ts';
import { type MetaSandbox, readMetaSandbox, SANDBOX, syncRunning } from './sandbox-journey.ts';
import { readTikTokSandbox, TIKTOK_SANDBOX, type TikTokSandbox } from './tiktok-journey.ts';
import { type JourneyUser, keepSession, registerUser, xsrfHeader } from './users.ts';

/** The worker's own app, and the keys an operator of it reads from its DATA_DIR for the sandboxes' controls. */
interface App extends AppInstance {
  /** Headers that open the Graph sandbox's controls (`/sandbox/graph/_sandbox`). */
  metaControl: Record<string, string>;
  /** Headers that open the TikTok sandbox's controls (`/sandbox/tiktok/_sandbox`). */
  tiktokControl: Record<string, string>;
}

/** What a Graph sandbox fault rule says (packages/graph-sandbox's `FaultRule`, as its control route reads it). */
interface SandboxFaults {
  latency_ms?: number;
  errors?: Array<{ code: number; subcode?: number; rate: number; path?: string; method?: 'GET' | 'POST' | 'DELETE'; times?: number }>;
  delays?: Array<{ ms: number; path?: string; method?: 'GET' | 'POST' | 'DELETE'; after?: number }>;
}

interface WorkerFixtures {
  app: App;
}

interface TestFixtures {
  /** The Graph sandbox's first demo user (who grants every scope), a fresh token of hers, and her ad accounts. */
  meta: MetaSandbox;
  /** The TikTok sandbox's first demo person and her advertisers. */
  tiktok: TikTokSandbox;
  /**
   * Registers a fresh person over the API and signs this test's browser in as them: a real server session, its
   * cookies (session and XSRF) in the browser context and its token where the web app keeps it. Optionally in a
   * language. For the journeys that are not about signing up or in, which the screens' own journeys prove.
   */
  login: (options?: { prefix?: string; language?: 'en' | 'es' }) => Promise<JourneyUser>;
  /**
   * Connects the signed-in browser's workspace to the Graph sandbox's first demo user through the endpoint the
   * Facebook SDK's sign-in ends at (POST /api/facebook/token, with the browser's cookies and XSRF header), and waits
   * until the first sync of her ad accounts has ended. The OAuth dialog is driven only by the journeys about connecting.
   */
  connectFacebook: () => Promise<void>;
  /**
   * Connects TikTok as the browser would, without its screens: /api/auth/tiktok, the sandbox's authorization page
   * confirmed for its first demo person, and the callback, all with the browser's cookies; then waits for the first
   * sync unless told not to.
   */
  connectTikTok: (options?: { waitForSync?: boolean }) => Promise<void>;
  /** Faults of the worker's Graph sandbox for this test alone: cleared when the test ends, however it ends. */
  sandboxFaults: { set(faults: SandboxFaults): Promise<void>; clear(): Promise<void> };
}

/**
 * How long a first sync may take: it reads every account of the persona with 91 days of insights, and late in a run
 * the worker's sandbox world also holds every campaign its earlier journeys cloned into those accounts.
 */
const FIRST_SYNC_TIMEOUT_MS = 120_000;

async function controlKey(dataDir: string, file: string): Promise<Record<string, string>> {
  return { 'x-sandbox-key': (await readFile(path.join(dataDir, 'secrets', file), 'utf8')).trim() };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  app: [
    async ({ playwright }, use, workerInfo) => {
      const instance = await startAppInstance(e2eEnv.port + workerInfo.parallelIndex);
      try {
        const app: App = {
          baseURL: instance.baseURL,
          dataDir: instance.dataDir,
          metaControl: await controlKey(instance.dataDir, 'sandbox-control-key'),
          tiktokControl: await controlKey(instance.dataDir, 'tiktok-sandbox-control-key'),
        };
        // A worker's journeys make dozens of first syncs and clones of the same demo accounts: the platforms'
        // development tiers (the sandboxes' defaults) would throttle the app partway through. The app is given the
        // room an app serving agencies has; throttling itself is tested by the integration suites.
        const operator = await playwright.request.newContext({ baseURL: app.baseURL });
        expect((await operator.put(`${SANDBOX}/_sandbox/usage`, { data: { account_budget: 100_000, app_budget: 1_000_000 }, headers: app.metaControl })).ok()).toBe(true);
        const tier = { qps: 50, qpm: 3000, lock_seconds: 300, endpoint_qps: { '/ad/create/': 20 } };
        expect((await operator.put(`${TIKTOK_SANDBOX}/_sandbox/limits`, { data: tier, headers: app.tiktokControl })).ok()).toBe(true);
        await operator.dispose();
        await use(app);
      } finally {
        await instance.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ app }, use) => use(app.baseURL),
  // Each journey file comes from an address of its own, so per-address limits count per file (client-address.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  extraHTTPHeaders: async ({}, use, testInfo) => use(ownAddress(path.basename(testInfo.file, '.spec.ts'))),

  meta: async ({ app, request }, use) => use(await readMetaSandbox(request, app.metaControl)),
  tiktok: async ({ app, request }, use) => use(await readTikTokSandbox(request, app.tiktokControl)),

  login: async ({ context, baseURL }, use) => {
    await use(async (options = {}) => {
      // Registered with the browser's own request: the answer's session cookies land in the browser.
      const user = await registerUser(context.request, options.prefix ?? 'e2e');
      await keepSession(context, baseURL ?? '', user.token, { language: options.language });
      return user;
    });
  },

  connectFacebook: async ({ context, baseURL, meta }, use) => {
    await use(async () => {
      const connected = await context.request.post('/api/facebook/token', {
        data: { accessToken: meta.token, userInfo: { id: meta.user.id } },
        headers: await xsrfHeader(context, baseURL ?? ''),
      });
      expect(connected.ok(), await connected.text()).toBe(true);
      await expect.poll(() => syncRunning(context.request), { timeout: FIRST_SYNC_TIMEOUT_MS, intervals: [250, 500] }).toBe(false);
    });
  },

  connectTikTok: async ({ context, tiktok }, use) => {
    await use(async ({ waitForSync = true } = {}) => {
      // The app sends the browser to TikTok's page (the sandbox's) with a state bound to it by a cookie …
      const authorization = await context.request.get('/api/auth/tiktok');
      const page = new URL(authorization.url());
      expect(page.pathname, 'sent to the TikTok sandbox’s authorization page').toBe(`${TIKTOK_SANDBOX}/portal/auth`);
      // … where the person confirms for their first demo person, and TikTok sends them back to the callback.
      const form = { app_id: page.searchParams.get('app_id') ?? '', redirect_uri: page.searchParams.get('redirect_uri') ?? '', state: page.searchParams.get('state') ?? '', persona_id: tiktok.personaId, decision: 'confirm' };
      const landed = new URL((await context.request.post(page.pathname, { form })).url());
      expect(landed.searchParams.get('connected'), `${landed.pathname}${landed.search}`).toBe('tiktok');
      if (waitForSync) await expect.poll(() => syncRunning(context.request), { timeout: FIRST_SYNC_TIMEOUT_MS, intervals: [250, 500] }).toBe(false);
    });
  },

  sandboxFaults: async ({ app, request }, use) => {
    const clear = async () => expect((await request.delete(`${SANDBOX}/_sandbox/faults`, { headers: app.metaControl })).ok()).toBe(true);
    await use({
      async set(faults) {
        expect((await request.put(`${SANDBOX}/_sandbox/faults`, { data: faults, headers: app.metaControl })).ok()).toBe(true);
      },
      clear,
    });
    await clear();
  },
});

export { expect };
