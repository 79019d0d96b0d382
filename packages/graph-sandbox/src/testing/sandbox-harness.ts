import { buildSandboxServer, type SandboxServer } from '../server.ts';
import type { GraphSandboxPluginOptions } from '../plugin.ts';
import { newSandboxSecret } from '../secrets/sandbox-secrets.ts';

/** A fixed "now" so worlds, dates and insights are the same on every run. */
export const FIXED_NOW = new Date('2026-11-22T12:00:00Z');
export const REDIRECT_URI = 'http://localhost:3000/api/auth/facebook/callback';

export interface GraphAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary Graph JSON
  headers: Record<string, string | string[] | number | undefined>;
}

/** A fresh, isolated sandbox per test, driven through fastify inject, with secrets of its own like an installation. */
export async function startSandbox(options: Partial<GraphSandboxPluginOptions> = {}) {
  const appSecret = options.appSecret ?? newSandboxSecret();
  const controlKey = options.controlKey ?? newSandboxSecret();
  const app: SandboxServer = await buildSandboxServer({ redirectUris: [REDIRECT_URI], now: () => FIXED_NOW, ...options, appSecret, controlKey });
  const { world } = app.sandbox.state;
  const users = Object.values(world.users);
  const accounts = Object.values(world.accounts);
  const byName = (first: string) => {
    const user = users.find((candidate) => candidate.firstName === first);
    if (!user) throw new Error(`no demo user ${first}`);
    return user;
  };
  const accountByCurrency = (currency: string, status = 1) => {
    const account = accounts.find((candidate) => candidate.currency === currency && candidate.accountStatus === status);
    if (!account) throw new Error(`no ${currency} account`);
    return account;
  };
  /** A control call with the key, as the host's tests and demos make it. */
  const control = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.server.inject({ method, url: `/_sandbox${url}`, headers: { 'x-sandbox-key': controlKey }, ...(payload ? { payload } : {}) });
  const tokenFor = async (first = 'Ana', body: Record<string, unknown> = {}) => {
    const response = await control('POST', '/tokens', { user_id: byName(first).id, ...body });
    return response.json().access_token as string;
  };
  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, params: Record<string, unknown> = {}): Promise<GraphAnswer> => {
    const flat = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
    const response =
      method === 'GET' || method === 'DELETE'
        ? await app.server.inject({ method, url: `${path}?${new URLSearchParams(flat)}` })
        : await app.server.inject({ method, url: path, payload: new URLSearchParams(flat).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  return { app, sandbox: app.sandbox, world, users, accounts, appSecret, controlKey, byName, accountByCurrency, control, tokenFor, call, close: () => app.stop() };
}

export type Harness = Awaited<ReturnType<typeof startSandbox>>;
