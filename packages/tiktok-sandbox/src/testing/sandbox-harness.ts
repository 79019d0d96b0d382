import type { TikTokSandboxPluginOptions } from '../plugin.ts';
import { newSandboxSecret } from '../secrets/sandbox-secrets.ts';
import { buildTikTokSandboxServer } from '../server.ts';

/** A fixed "now" so worlds, dates and reports are the same on every run. */
export const FIXED_NOW = new Date('2026-11-22T12:00:00Z');
export const REDIRECT_URI = 'http://localhost:3000/api/auth/tiktok/callback';

export interface Answer {
  status: number;
  code: number;
  message: string;
  request_id: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary TikTok JSON
}

/**
 * A fresh, isolated sandbox per test, driven through fastify inject, with secrets of its own like an installation.
 * Its limits are out of the way unless a test sets them: most tests make many calls within a second.
 */
export async function startSandbox(options: Partial<TikTokSandboxPluginOptions> = {}) {
  const appSecret = options.appSecret ?? newSandboxSecret();
  const controlKey = options.controlKey ?? newSandboxSecret();
  const app = await buildTikTokSandboxServer({ redirectUris: [REDIRECT_URI], now: () => FIXED_NOW, limits: { qps: 10_000, qpm: 100_000, endpointQps: {} }, ...options, appSecret, controlKey });
  const { world } = app.sandbox.state;
  const persona = (first: string) => {
    const found = Object.values(world.personas).find((candidate) => candidate.name.startsWith(first));
    if (!found) throw new Error(`no demo person ${first}`);
    return found;
  };
  const advertiser = (currency: string) => {
    const found = Object.values(world.advertisers).find((candidate) => candidate.currency === currency && candidate.status === 'STATUS_ENABLE');
    if (!found) throw new Error(`no ${currency} advertiser`);
    return found;
  };
  const control = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.server.inject({ method, url: `/_sandbox${url}`, headers: { 'x-sandbox-key': controlKey }, ...(payload ? { payload } : {}) });
  const tokenFor = async (first = 'Ana') => (await control('POST', '/tokens', { persona_id: persona(first).id })).json().access_token as string;
  /** A Marketing API call: GET with JSON-encoded lists in the query, POST with a JSON body, the token in Access-Token. */
  const call = async (method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}, token?: string): Promise<Answer> => {
    const headers = token ? { 'access-token': token } : {};
    const url = `/open_api/v1.3${path}`;
    const flat = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
    const response =
      method === 'GET' ? await app.server.inject({ method, url: `${url}?${new URLSearchParams(flat)}`, headers }) : await app.server.inject({ method, url, payload: params, headers });
    return { status: response.statusCode, ...response.json() };
  };
  return { app, sandbox: app.sandbox, world, appSecret, controlKey, persona, advertiser, control, tokenFor, call, close: () => app.stop() };
}

export type Harness = Awaited<ReturnType<typeof startSandbox>>;
