/**
 * The server as a library: the pieces `server-main.ts` composes into the HTTP server process, for a harness that
 * composes the same server inside a test process (@adfleet/test-support).
 */
export { type AppServer, buildServer } from './build-server.ts';
export { configFromEnv, type ServerConfig } from './config.ts';
export { serverEnvSchema } from './env.ts';
export { type JobQueue, startJobQueue } from './jobs/job-queue.ts';
export { startSessionCache } from './startup/session-cache.ts';
export { createContextInner, type ServerDeps } from './trpc/context.ts';
export { createCallerFactory } from './trpc/init.ts';
export { appRouter } from './trpc/router.ts';
