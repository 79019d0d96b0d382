import type { Db } from '@adfleet/db';
import type { ServerConfig } from '../config.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

/** Long-lived things every request may use; built once by the launcher (or a test) and handed to buildServer. */
export interface ServerDeps {
  config: ServerConfig;
  db: Db;
  jobs: JobQueue;
  now: () => Date;
}

export interface RequestInfo {
  requestId: string;
  ip: string;
  userAgent: string | undefined;
}

export interface Context {
  deps: ServerDeps;
  request: RequestInfo;
}

/** Builds a context without Fastify, for REST adapters and procedure tests. */
export function createContextInner(deps: ServerDeps, request: RequestInfo): Context {
  return { deps, request };
}
