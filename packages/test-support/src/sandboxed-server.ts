import type { FastifyServerOptions, InjectOptions } from 'fastify';
import type { GraphClientOptions } from '@adfleet/core/graph';
import { workspaceOf } from '@adfleet/db/testing';
import type { ProcessMetrics } from '@adfleet/telemetry/metrics-registry';
import { freePort } from './free-port.ts';
import type { ServerConfig } from '@adfleet/server';
import { startTestServer, type TestServer, testConfig } from './test-server.ts';
import { type RunningWorker, startTestWorker } from './test-worker.ts';

/** A password no common-password list holds, for the users tests register. */
export const TEST_PASSWORD = 'fleet-owner-2931';

export interface DemoUser {
  id: string;
  name: string;
  email: string;
  accountIds: string[];
  /** Set on a browser's own identity: the persona (seeded demo user) it copies. */
  personaId?: string;
}

/**
 * The real server listening on 127.0.0.1 with the Graph sandbox mounted, as in sandbox mode: the OAuth flow, the
 * server's Graph calls and an in-process worker all go over real HTTP to the same sandbox.
 */
export async function startSandboxedServer(options: {
  connectionString: string;
  graph?: Partial<GraphClientOptions>;
  env?: Record<string, string>;
  /** The sandbox's state file, as in a real installation; in memory without it. */
  sandboxStateFile?: string;
  /** The server's logger (default: none), for tests that read what it writes. */
  logger?: FastifyServerOptions['logger'];
  /** The built web app, for tests that need its static routes. */
  webDistDir?: string;
  /** Errors of the job system; by default they fail the test. */
  onJobError?: (error: Error) => void;
  /** Off: its workers start no scheduled job on the clock (see StartWorkerOptions.clock). */
  workerClock?: boolean;
  /** The app's clock, for the server, the sandbox it mounts and its workers alike: a frozen one freezes them all. */
  now?: () => Date;
  /**
   * An earlier server's config (its address and the sandbox's secrets), for the same installation started again on
   * another database, as after a restore; a fresh one on a free port without it.
   */
  config?: ServerConfig;
  /** The server's metrics (see startTestServer); each worker takes its own through `startWorker`. */
  metrics?: ProcessMetrics;
}) {
  const port = options.config ? Number(new URL(options.config.publicUrl).port) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = options.config ?? testConfig({}, { PORT: String(port), PUBLIC_URL: baseUrl, ...options.env });
  const server: TestServer = await startTestServer({
    connectionString: options.connectionString,
    config,
    ...(options.graph ? { graph: options.graph } : {}),
    ...(options.sandboxStateFile ? { sandboxStateFile: options.sandboxStateFile } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    ...(options.onJobError ? { onJobError: options.onJobError } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  await server.app.start({ port, host: '127.0.0.1' });
  const sandboxUrl = `${baseUrl}/sandbox/graph`;

  /** A sandbox control call, with this installation's control key as an operator passes it. */
  const control = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${sandboxUrl}/_sandbox${path}`, {
      method,
      headers: { 'x-sandbox-key': config.sandbox?.controlKey ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return response.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- control answers are free-form JSON
  };
  const info = await control('GET', '');
  const users: DemoUser[] = info.users;
  const userNamed = (first: string) => {
    const user = users.find((candidate) => candidate.name.startsWith(first));
    if (!user) throw new Error(`no demo user ${first}`);
    return user;
  };

  const workers: RunningWorker[] = [];
  /** Stops the workers started so far: jobs sent from then on stay queued. */
  const stopWorkers = async () => {
    for (const worker of workers.splice(0)) await worker.stop({ timeoutMs: 5_000 });
  };
  const host = new URL(baseUrl).host;
  return {
    server,
    config,
    baseUrl,
    sandboxUrl,
    /** `server.inject` as a browser at PUBLIC_URL sends it: with PUBLIC_URL's Host, which the server requires. */
    inject: (options: InjectOptions) => server.app.server.inject({ ...options, headers: { host, ...(options.headers as Record<string, string> | undefined) } }),
    control,
    userNamed,
    /** A Graph GET as the sandbox answers it (for comparing with what AdFleet stored). */
    graphGet: async (path: string, params: Record<string, string>) => {
      const response = await fetch(`${sandboxUrl}/${config.meta.graphVersion}/${path}?${new URLSearchParams(params)}`);
      return response.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- Graph JSON
    },
    /** The identities browsers got through the dialog for the persona named `first`, oldest first. */
    identitiesOf: async (first: string): Promise<DemoUser[]> =>
      ((await control('GET', '')).identities as DemoUser[]).filter((identity) => identity.personaId === userNamed(first).id),
    mintToken: async (first: string, body: object = {}) => (await control('POST', '/tokens', { user_id: userNamed(first).id, ...body })).access_token as string,
    /**
     * Registers `username` from its own address in a fresh browser and connects Facebook through the dialog as the
     * persona named `persona`: the user most tests act as. The browser keeps the session and XSRF cookies.
     */
    registerConnected: async (username: string, options: { ip: string; persona: string }) => {
      const browser = createBrowser(baseUrl);
      const response = await browser.request('/api/auth/register', {
        method: 'POST',
        body: JSON.stringify({ username, email: `${username}@example.com`, password: TEST_PASSWORD }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip },
      });
      if (response.status !== 201) throw new Error(`registering ${username} answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { token: string; user: { id: string } };
      await connectThroughDialog(browser, userNamed(options.persona).id);
      return { id: body.user.id, workspaceId: await workspaceOf(server.db, body.user.id), token: body.token, browser };
    },
    /** An in-process worker; `mail.smtpUrl` sends its mail to a test SMTP server instead of keeping it. */
    startWorker: async (graph: Partial<GraphClientOptions> = {}, mail: { smtpUrl?: string } = {}, metrics?: ProcessMetrics) => {
      const worker = await startTestWorker({
        connectionString: options.connectionString,
        config,
        graph,
        mail,
        ...(metrics ? { metrics } : {}),
        ...(options.workerClock === false ? { clock: false } : {}),
        ...(options.now ? { now: options.now } : {}),
      });
      workers.push(worker);
      return worker;
    },
    stopWorkers,
    async close() {
      await stopWorkers();
      await server.close();
    },
  };
}

export type SandboxedServer = Awaited<ReturnType<typeof startSandboxedServer>>;

/** A browser: a cookie jar and redirects followed by hand, so each hop can be inspected. */
export function createBrowser(baseUrl: string) {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, baseUrl), { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: cookieHeader() } });
    remember(response);
    return response;
  };
  return {
    cookies,
    request,
    get: (url: string) => request(url),
    postForm: (url: string, form: Record<string, string>) =>
      request(url, { method: 'POST', body: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  };
}

export type Browser = ReturnType<typeof createBrowser>;

/** Forgets the browser's AdFleet session, as signing out does; its sandbox dialog cookie stays, as in a real browser. */
export function signOut(browser: Browser) {
  for (const name of [...browser.cookies.keys()]) if (name.includes('adfleet_session')) browser.cookies.delete(name);
}

/**
 * Clicks "Connect Facebook", picks a demo user (a persona; the browser continues as its own copy of it) in the sandbox dialog and presses Continue (or Cancel), then follows
 * the redirect back to the callback. Returns where the callback sends the browser.
 */
export async function connectThroughDialog(
  browser: Browser,
  userId: string,
  decision: 'continue' | 'cancel' = 'continue',
  tamper?: (callbackUrl: URL) => void,
  /** Where "Connect Facebook" sends the browser; the web app names the page it was on (`?return=/accounts`). */
  startUrl = '/api/auth/facebook',
): Promise<URL> {
  const start = await browser.get(startUrl);
  if (start.status !== 302) throw new Error(`/api/auth/facebook answered ${start.status}`);
  const dialog = new URL(String(start.headers.get('location')));
  const params = Object.fromEntries(dialog.searchParams);
  const decided = await browser.postForm(dialog.toString().split('?')[0] ?? '', {
    client_id: params.client_id ?? '',
    redirect_uri: params.redirect_uri ?? '',
    state: params.state ?? '',
    scope: params.scope ?? '',
    user_id: userId,
    decision,
  });
  const callback = new URL(String(decided.headers.get('location')));
  tamper?.(callback);
  const landed = await browser.get(callback.toString());
  return new URL(String(landed.headers.get('location')), 'http://app.invalid');
}
