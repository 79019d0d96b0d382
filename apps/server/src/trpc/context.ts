import type { ApprovalDeps, RequestMeta, SessionValidator, SyncDeps, TikTokClient, TokenCipher } from '@adfleet/core';
import type { GraphClient } from '@adfleet/core/graph';
import type { Db } from '@adfleet/db';
import type { CsrfPair, RequestCredentials, SessionCookieJar } from '../auth/session-cookies.ts';
import type { ServerConfig } from '../config.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

/** Long-lived things every request may use; built once by the launcher (or a test) and handed to buildServer. */
export interface ServerDeps {
  config: ServerConfig;
  db: Db;
  /** Turns a request's session token into its user; cached per process, see startup/session-cache.ts. */
  sessions: SessionValidator;
  jobs: JobQueue;
  now: () => Date;
  /** Encrypts and decrypts stored platform tokens. */
  cipher: TokenCipher;
  /** The Graph API (or the sandbox), with the app secret for appsecret_proof. */
  graph: GraphClient;
  /** TikTok's Marketing API (or the TikTok sandbox). */
  tiktok: TikTokClient;
  /** Signs device cookies (ADR 0013); derived from the token-encryption key so every server process shares it. */
  deviceKey: Buffer;
  /** Sends the data-deletion confirmation email (see mail/deletion-mail.ts). */
  /** How a slowed sign-in waits; tests inject one that records the delay instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
}

/** What connect and sync services need, from the server's dependencies. */
export function syncDepsOf(deps: ServerDeps): SyncDeps {
  return { db: deps.db, graph: deps.graph, tiktok: deps.tiktok, cipher: deps.cipher, jobs: deps.jobs.transactional, now: deps.now, syncIntervalMinutes: deps.config.syncIntervalMinutes };
}

/** What proposing and deciding need: the clone and budget services' dependencies, and the app's address for mail links. */
export function approvalDepsOf(deps: ServerDeps): ApprovalDeps {
  const { db, graph, tiktok, cipher, jobs, now } = syncDepsOf(deps);
  return { db, graph, tiktok, cipher, jobs, now, appUrl: deps.config.publicUrl };
}

export interface RequestInfo extends RequestMeta {
  requestId: string;
  /** From Accept-Language; what mail sent during the request (sign-up's confirmation) is written in. English without. */
  language?: 'en' | 'es';
  /** The workspace the request names in `X-Workspace-Id`; the caller's current one without. */
  workspaceId?: string;
  /** The sandbox control key the caller sent (`X-Sandbox-Key`), for the sandbox's own pages: the outbox. */
  sandboxKey?: string;
}

export interface RequestAuth {
  credentials: RequestCredentials | null;
  csrf: CsrfPair;
  cookies: SessionCookieJar;
  /** The device cookie the browser sent, not yet verified. */
  deviceCookie: string | undefined;
  /**
   * The session cookie the browser sent, whatever credentials the request is authenticated by: signing out ends its
   * session too, so no session of the browser outlives the sign-out (ADR 0071).
   */
  sessionCookie: string | undefined;
}

export interface Context {
  deps: ServerDeps;
  request: RequestInfo;
  auth: RequestAuth;
}

const noCookies: SessionCookieJar = { setSession: () => undefined, clearSession: () => undefined, setDevice: () => undefined };

/** Builds a context without Fastify, for REST adapters and procedure tests. */
export function createContextInner(deps: ServerDeps, request: RequestInfo, auth: Partial<RequestAuth> = {}): Context {
  return {
    deps,
    request,
    auth: {
      credentials: auth.credentials ?? null,
      csrf: auth.csrf ?? { cookie: undefined, header: undefined },
      cookies: auth.cookies ?? noCookies,
      deviceCookie: auth.deviceCookie,
      sessionCookie: auth.sessionCookie,
    },
  };
}
