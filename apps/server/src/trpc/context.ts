import type { RequestMeta } from '@adfleet/core';
import type { Db } from '@adfleet/db';
import type { CsrfPair, RequestCredentials, SessionCookieJar } from '../auth/session-cookies.ts';
import type { ServerConfig } from '../config.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

/** Long-lived things every request may use; built once by the launcher (or a test) and handed to buildServer. */
export interface ServerDeps {
  config: ServerConfig;
  db: Db;
  jobs: JobQueue;
  now: () => Date;
}

export interface RequestInfo extends RequestMeta {
  requestId: string;
}

export interface RequestAuth {
  credentials: RequestCredentials | null;
  csrf: CsrfPair;
  cookies: SessionCookieJar;
}

export interface Context {
  deps: ServerDeps;
  request: RequestInfo;
  auth: RequestAuth;
}

const noCookies: SessionCookieJar = { setSession: () => undefined, clearSession: () => undefined };

/** Builds a context without Fastify, for REST adapters and procedure tests. */
export function createContextInner(deps: ServerDeps, request: RequestInfo, auth: Partial<RequestAuth> = {}): Context {
  return {
    deps,
    request,
    auth: { credentials: auth.credentials ?? null, csrf: auth.csrf ?? { cookie: undefined, header: undefined }, cookies: auth.cookies ?? noCookies },
  };
}
