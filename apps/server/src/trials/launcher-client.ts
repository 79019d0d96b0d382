import fs from 'node:fs/promises';
import path from 'node:path';
import { GRAPH_API_VERSION } from '@adfleet/core/graph';
import type { SandboxGraph } from '../trpc/procedures/clone/clone-fixture.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as a stranger reads JSON */

/**
 * What someone outside the process sees of a running AdFleet in sandbox mode: its REST API and tRPC over HTTP with a
 * bearer token, and the Graph sandbox with the control key the installation wrote to DATA_DIR. The base URL is read on
 * each call, so one client follows the launcher across restarts on the same port.
 */
export function launcherClient(options: { baseUrl: string; dataDir: string }) {
  const sandboxUrl = `${options.baseUrl}/sandbox/graph`;
  const state = { token: '' };

  const api = async (method: string, url: string, body?: object) => {
    const response = await fetch(`${options.baseUrl}${url}`, {
      method,
      headers: { ...(state.token ? { authorization: `Bearer ${state.token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return JSON.parse(text) as any;
  };

  /** A tRPC query as the web app sends it; superjson's envelope is unwrapped (dates stay ISO strings). */
  const query = async (procedure: string) => (await api('GET', `/trpc/${procedure}`)).result.data.json as any;

  const control = async (method: string, url: string, body?: object) => {
    const key = (await fs.readFile(path.join(options.dataDir, 'secrets', 'sandbox-control-key'), 'utf8')).trim();
    const response = await fetch(`${sandboxUrl}/_sandbox${url}`, {
      method,
      headers: { 'x-sandbox-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`sandbox ${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<any>;
  };

  const graph: SandboxGraph = {
    sandboxUrl,
    config: { meta: { graphVersion: GRAPH_API_VERSION } },
    graphGet: async (url: string, params: Record<string, string>) =>
      (await fetch(`${sandboxUrl}/${GRAPH_API_VERSION}/${url}?${new URLSearchParams(params)}`)).json() as Promise<any>,
  };

  return {
    api,
    query,
    control,
    graph,
    signIn: (token: string) => {
      state.token = token;
    },
  };
}

export type LauncherClient = ReturnType<typeof launcherClient>;
