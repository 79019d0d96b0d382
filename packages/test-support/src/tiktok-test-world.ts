import type { Browser, SandboxedServer } from './sandboxed-server.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- the TikTok sandbox's control answers and trees are free-form JSON */

export interface TikTokPersona {
  id: string;
  name: string;
  advertiser_ids: string[];
}

/** The test server's TikTok sandbox, as tests drive it: its controls and trees, with this installation's key. */
export function tiktokSandbox(app: Pick<SandboxedServer, 'baseUrl' | 'config'>) {
  const base = `${app.baseUrl}/sandbox/tiktok`;
  const control = async (method: string, path: string, body?: object): Promise<any> => {
    const response = await fetch(`${base}/_sandbox${path}`, {
      method,
      headers: { 'x-sandbox-key': app.config.tiktok.sandbox?.controlKey ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return response.json();
  };
  return {
    control,
    /** An advertiser's campaigns → ad groups → ads and images, as TikTok holds them. */
    tree: async (advertiserId: string): Promise<any> => (await fetch(`${base}/_sandbox/advertisers/${advertiserId}/tree`, { headers: { 'x-sandbox-key': app.config.tiktok.sandbox?.controlKey ?? '' } })).json(),
    persona: async (first: string): Promise<TikTokPersona> => {
      const found = ((await control('GET', '')).personas as TikTokPersona[]).find((candidate) => candidate.name.startsWith(first));
      if (!found) throw new Error(`no TikTok demo person ${first}`);
      return found;
    },
    /** Clicks "Connect TikTok" in a signed-in browser, confirms on TikTok's page as the demo person, and follows the redirect back. */
    connect: async (browser: Browser, first: string) => {
      const start = await browser.get('/api/auth/tiktok?return=%2Faccounts');
      const page = new URL(String(start.headers.get('location')));
      const personaId = ((await control('GET', '')).personas as TikTokPersona[]).find((candidate) => candidate.name.startsWith(first))?.id ?? '';
      const decided = await browser.postForm(`${page.origin}${page.pathname}`, {
        app_id: page.searchParams.get('app_id') ?? '',
        redirect_uri: page.searchParams.get('redirect_uri') ?? '',
        state: page.searchParams.get('state') ?? '',
        persona_id: personaId,
        decision: 'confirm',
      });
      const landed = await browser.get(String(decided.headers.get('location')));
      if (landed.status !== 302 || !String(landed.headers.get('location')).includes('connected=tiktok')) throw new Error(`connecting TikTok as ${first} answered ${landed.status} ${landed.headers.get('location')}`);
    },
  };
}

export type TikTokSandboxDriver = ReturnType<typeof tiktokSandbox>;
