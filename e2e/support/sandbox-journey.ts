import { GRAPH_API_VERSION } from '@adfleet/core/graph';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const SANDBOX = '/sandbox/graph';
export const SANDBOX_GRAPH = `${SANDBOX}/${GRAPH_API_VERSION}`;

export interface SandboxAccount {
  id: string;
  name: string;
  account_status: number;
  currency: string;
  /** The account's time zone (IANA name): its days, and so every date preset's, are counted in it. */
  timezone_name: string;
}

/** The Graph sandbox as a journey reads it: its first demo user, a fresh token of hers, her ad accounts and the controls' key. */
export interface MetaSandbox {
  user: { id: string; name: string };
  token: string;
  accounts: SandboxAccount[];
  /** Headers that open the sandbox's controls, as an operator holding the control key sends them. */
  controlHeaders: Record<string, string>;
}

/** The demo user the sandbox dialog lists first (Ana Torres, who grants every scope) and her ad accounts, read from the sandbox itself. */
export async function readMetaSandbox(request: APIRequestContext, controlHeaders: Record<string, string>): Promise<MetaSandbox> {
  const world = (await (await request.get(`${SANDBOX}/_sandbox`, { headers: controlHeaders })).json()) as { users: Array<{ id: string; name: string }> };
  const user = world.users[0];
  if (!user) throw new Error('the sandbox has no demo user');
  const minted = await request.post(`${SANDBOX}/_sandbox/tokens`, { data: { user_id: user.id }, headers: controlHeaders });
  expect(minted.ok()).toBe(true);
  const { access_token: token } = (await minted.json()) as { access_token: string };
  const listed = await request.get(`${SANDBOX_GRAPH}/me/adaccounts`, { params: { fields: 'name,account_status,currency,timezone_name', limit: '100', access_token: token } });
  expect(listed.ok()).toBe(true);
  const { data: accounts } = (await listed.json()) as { data: SandboxAccount[] };
  return { user, token, accounts, controlHeaders };
}

/**
 * Opens the mail outbox as the installation's operator: the page asks for the control key once per tab and keeps it,
 * so the key is typed only when the page asks (signed in, it also shows the user's own mail beside the question).
 */
export async function openOutbox(page: Page, controlHeaders: Record<string, string>): Promise<void> {
  await page.goto('/dev/outbox');
  // The page, once loaded, shows exactly one of these: the question, or the offer to forget a key this tab holds.
  // (A list alone says nothing: the page's footer has one before the outbox has answered.)
  const keyField = page.locator('input[name="sandbox-key"]');
  const forgetKey = page.getByRole('button', { name: /^(Forget the key|Olvidar la clave)$/ });
  await expect(keyField.or(forgetKey)).toBeVisible();
  if (await forgetKey.isVisible()) return;
  await keyField.fill(controlHeaders['x-sandbox-key'] ?? '');
  await keyField.press('Enter');
  await expect(keyField).toBeHidden();
}

/** The campaigns the sandbox holds in `account`, as Meta has them. */
export async function sandboxCampaignsIn(request: APIRequestContext, controlHeaders: Record<string, string>, account: string): Promise<Array<{ id: string; name: string; status: string }>> {
  const tree = await request.get(`${SANDBOX}/_sandbox/accounts/${account}/tree`, { headers: controlHeaders });
  expect(tree.ok(), await tree.text()).toBe(true);
  return ((await tree.json()) as { campaigns: Array<{ id: string; name: string; status: string }> }).campaigns;
}

/**
 * True while any of the signed-in person's sync runs is queued or running, through tRPC as the web app asks; `request`
 * is a signed-in browser's (its session cookie), or another with the session's bearer header in `headers`. A 503 (a
 * server busy writing a first sync's rows asks to be asked again in a moment, as the web app then does) counts as
 * running, so a poll asks again.
 */
export async function syncRunning(request: APIRequestContext, headers: Record<string, string> = {}): Promise<boolean> {
  const response = await request.get('/trpc/sync.status', { headers });
  if (response.status() === 503) return true;
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { result: { data: { json: { running: boolean } } } };
  return body.result.data.json.running;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
