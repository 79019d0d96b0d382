import { workspaceOf } from '@adfleet/db/testing';
import { type Browser, createBrowser, type SandboxedServer, TEST_PASSWORD } from './sandboxed-server.ts';

export interface TikTokPersona {
  id: string;
  name: string;
  advertiser_ids: string[];
}

/** The TikTok sandbox mounted in the test server: its control API (with this installation's key) and its public API. */
export function tiktokSandboxOf(app: SandboxedServer) {
  const base = `${app.baseUrl}/sandbox/tiktok`;
  const control = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${base}/_sandbox${path}`, {
      method,
      headers: { 'x-sandbox-key': app.config.tiktok.sandbox?.controlKey ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return response.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- control answers are free-form JSON
  };
  const persona = async (first: string): Promise<TikTokPersona> => {
    const found = ((await control('GET', '')).personas as TikTokPersona[]).find((candidate) => candidate.name.startsWith(first));
    if (!found) throw new Error(`no TikTok demo person ${first}`);
    return found;
  };
  return {
    control,
    persona,
    /** A GET as TikTok's API answers it, with a token minted for the persona (for comparing with what AdFleet stored). */
    async apiGet(path: string, params: Record<string, unknown>, accessToken: string) {
      const url = new URL(`${base}/open_api/v1.3${path}`);
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
      const answer = (await (await fetch(url, { headers: { 'access-token': accessToken } })).json()) as any; // eslint-disable-line @typescript-eslint/no-explicit-any -- TikTok JSON
      if (answer.code !== 0) throw new Error(`${path} answered ${answer.code}: ${answer.message}`);
      return answer.data;
    },
    async tokenFor(first: string): Promise<string> {
      const who = await persona(first);
      return (await control('POST', '/tokens', { persona_id: who.id, advertiser_ids: who.advertiser_ids })).access_token as string;
    },
    tree: async (advertiserId: string) => (await fetch(`${base}/_sandbox/advertisers/${advertiserId}/tree`, { headers: { 'x-sandbox-key': app.config.tiktok.sandbox?.controlKey ?? '' } })).json() as Promise<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- control answers are free-form JSON
  };
}

let registered = 0;

/**
 * Registers a user in a fresh browser and connects TikTok through the sandbox's authorization page as the demo
 * person named `first`: what "Connect TikTok" on the Accounts page does. The advertisers land in their own workspace.
 */
export async function registerWithTikTok(app: SandboxedServer, first: string, prefix = 'ttsync') {
  registered += 1;
  const username = `${prefix}${registered}`;
  const browser = createBrowser(app.baseUrl);
  const response = await browser.request('/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({ username, email: `${username}@example.com`, password: TEST_PASSWORD }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.65.0.${registered}` },
  });
  if (response.status !== 201) throw new Error(`registering ${username} answered ${response.status}`);
  const { user, token } = (await response.json()) as { user: { id: string }; token: string };
  const persona = await connectTikTok(app, browser, first);
  return { userId: user.id, workspaceId: await workspaceOf(app.server.db, user.id), token, persona };
}

/** "Connect TikTok" on the Accounts page, in a signed-in browser, as the demo person named `first`. */
export async function connectTikTok(app: SandboxedServer, browser: Browser, first: string): Promise<TikTokPersona> {
  const persona = await tiktokSandboxOf(app).persona(first);
  const start = await browser.get('/api/auth/tiktok?return=%2Faccounts');
  const page = new URL(String(start.headers.get('location')));
  const decided = await browser.postForm(`${page.origin}${page.pathname}`, {
    app_id: page.searchParams.get('app_id') ?? '',
    redirect_uri: page.searchParams.get('redirect_uri') ?? '',
    state: page.searchParams.get('state') ?? '',
    persona_id: persona.id,
    decision: 'confirm',
  });
  const landed = await browser.get(String(decided.headers.get('location')));
  const location = String(landed.headers.get('location'));
  if (!location.includes('connected=tiktok')) throw new Error(`connecting TikTok landed on ${location}`);
  return persona;
}
