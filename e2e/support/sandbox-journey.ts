import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eEnv } from '../env.ts';

const SANDBOX = '/sandbox/graph';
export const SANDBOX_GRAPH = `${SANDBOX}/v25.0`;

export interface SandboxAccount {
  id: string;
  name: string;
  account_status: number;
  currency: string;
  /** The account's time zone (IANA name): its days, and so every date preset's, are counted in it. */
  timezone_name: string;
}

/**
 * The sandbox controls' key, as an operator reads it: the app under test generated it in its DATA_DIR on first
 * start (the journeys run after the webServer is up).
 */
export function sandboxControlHeaders(): Record<string, string> {
  return { 'x-sandbox-key': readFileSync(path.join(e2eEnv.dataDir, 'secrets', 'sandbox-control-key'), 'utf8').trim() };
}

/**
 * Opens the mail outbox as the installation's operator: the page asks for the control key once per tab and keeps it,
 * so the key is typed only when the page asks (signed in, it also shows the user's own mail beside the question).
 */
export async function openOutbox(page: Page): Promise<void> {
  await page.goto('/dev/outbox');
  // The page, once loaded, shows exactly one of these: the question, or the offer to forget a key this tab holds.
  // (A list alone says nothing: the page's footer has one before the outbox has answered.)
  const keyField = page.locator('input[name="sandbox-key"]');
  const forgetKey = page.getByRole('button', { name: /^(Forget the key|Olvidar la clave)$/ });
  await expect(keyField.or(forgetKey)).toBeVisible();
  if (await forgetKey.isVisible()) return;
  await keyField.fill(sandboxControlHeaders()['x-sandbox-key'] ?? '');
  await keyField.press('Enter');
  await expect(keyField).toBeHidden();
}

/** The demo user the sandbox dialog lists first (Ana Torres, who grants every scope) and her ad accounts, read from the sandbox itself. */
export async function sandboxWorld(request: APIRequestContext) {
  const headers = sandboxControlHeaders();
  const world = (await (await request.get(`${SANDBOX}/_sandbox`, { headers })).json()) as { users: Array<{ id: string; name: string }> };
  const user = world.users[0];
  if (!user) throw new Error('the sandbox has no demo user');
  const minted = await request.post(`${SANDBOX}/_sandbox/tokens`, { data: { user_id: user.id }, headers });
  expect(minted.ok()).toBe(true);
  const { access_token: token } = (await minted.json()) as { access_token: string };
  const listed = await request.get(`${SANDBOX_GRAPH}/me/adaccounts`, { params: { fields: 'name,account_status,currency,timezone_name', limit: '100', access_token: token } });
  expect(listed.ok()).toBe(true);
  const { data: accounts } = (await listed.json()) as { data: SandboxAccount[] };
  return { user, token, accounts };
}

/** The password the journeys' users sign up with. */
export const E2E_PASSWORD = 'correct-horse-battery';

/** A fresh account made through the REST twin, so the browser itself starts signed out. */
export async function registerThroughApi(request: APIRequestContext, prefix: string): Promise<{ username: string; token: string }> {
  const username = `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const response = await request.post('/api/auth/register', {
    data: { username, email: `${username}@example.com`, password: E2E_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(response.status()).toBe(201);
  return { username, token: ((await response.json()) as { token: string }).token };
}

/** Registers a fresh user through the screen and waits for the dashboard. */
export async function registerThroughScreen(page: Page, usernamePrefix: string): Promise<string> {
  const username = `${usernamePrefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await page.getByLabel('Confirm password').fill('correct-horse-battery');
  await page.getByRole('checkbox', { name: /I accept the Terms of Service and Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return username;
}

/** The user's sync runs through tRPC, with the page's bearer token: true while any account is still syncing. */
export async function syncRunning(page: Page): Promise<boolean> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get('/trpc/sync.status', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { data: { json: { running: boolean } } } };
  return body.result.data.json.running;
}

/**
 * From a page with the Accounts screen's connect button: connects Facebook through the sandbox dialog as `persona`,
 * lands on /dashboard/success and waits until the first sync has ended.
 */
/**
 * How long a first sync may take: it reads every account of the persona, and late in a run the shared sandbox world
 * holds every campaign the journeys before cloned into those accounts, with their ad sets, ads and 90 days of insights.
 */
export const FIRST_SYNC_TIMEOUT_MS = 120_000;

/**
 * The journeys share one sandbox world for the whole run, so about a hundred first syncs and clones of the same demo
 * accounts land in one usage window: Meta's development-tier budgets (the sandbox's defaults) would throttle the app
 * partway through. The run is given standard access's room, as an app that serves agencies has; throttling itself is
 * tested by the integration suites and the per-account throttle control.
 */
let standardAccess = false;
async function grantStandardAccess(page: Page): Promise<void> {
  if (standardAccess) return;
  const granted = await page.request.put(`${SANDBOX}/_sandbox/usage`, { data: { account_budget: 100_000, app_budget: 1_000_000 }, headers: sandboxControlHeaders() });
  expect(granted.ok()).toBe(true);
  standardAccess = true;
}

export async function connectFacebookInSandbox(page: Page, persona: string): Promise<void> {
  await grantStandardAccess(page);
  await page.getByRole('button', { name: 'Connect Facebook Ads' }).click();
  await page.getByRole('radio', { name: new RegExp(escapeRegExp(persona)) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/success\?connection=/);
  await expect.poll(() => syncRunning(page), { timeout: FIRST_SYNC_TIMEOUT_MS, intervals: [500, 1000] }).toBe(false);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
