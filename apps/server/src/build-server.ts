import { randomUUID } from 'node:crypto';
import { AppError, userMessage } from '@adfleet/core';
import cookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Registry } from 'prom-client';
import { clientErrorHandler } from './edge/client-error.ts';
import { registerHostGuard } from './edge/host-guard.ts';
import { registerHttpGuards } from './edge/http-guards.ts';
import { registerPerRequestHeaders } from './edge/per-request-headers.ts';
import { RequestLogController } from './edge/request-log.ts';
import { requestLogger } from './edge/request-logger.ts';
import { type RouteTable, recordRoutes } from './edge/route-table.ts';
import { trpcResponseMeta } from './edge/trpc-response-meta.ts';
import { registerActivityRoutes } from './rest/activity-routes.ts';
import { registerWorkspaceRoutes } from './rest/workspace-routes.ts';
import { registerTeamRoutes } from './rest/team-routes.ts';
import { registerInvitationRoutes } from './rest/invitation-routes.ts';
import { registerApprovalRoutes } from './rest/approval-routes.ts';
import { registerReportExportRoutes } from './rest/report-export-routes.ts';
import { registerAuthRoutes } from './rest/auth-routes.ts';
import { registerAccountLinkRoutes } from './rest/account-link-routes.ts';
import { registerCloneRoutes } from './rest/clone-routes.ts';
import { registerErrorHandling, toRestError } from './rest/error-handler.ts';
import { requestLanguage } from './rest/request-language.ts';
import { registerAdPlatformRoutes } from './rest/ad-platform-routes.ts';
import { registerFacebookCallbackRoutes } from './rest/facebook-callback-routes.ts';
import { registerDataExportRoutes } from './rest/data-export-routes.ts';
import { registerWorkspaceExportRoutes } from './rest/workspace-export-routes.ts';
import { registerFacebookConnectRoutes } from './rest/facebook-connect-routes.ts';
import { registerHealthRoutes } from './rest/health-routes.ts';
import { registerProbeRoutes } from './rest/probe-routes.ts';
import { mountGraphSandbox } from './sandbox/graph-sandbox-mount.ts';
import { mountTikTokSandbox } from './sandbox/tiktok-sandbox-mount.ts';
import { registerTikTokConnectRoutes } from './rest/tiktok-connect-routes.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import type { ServerDeps } from './trpc/context.ts';
import { contextFromRequest } from './trpc/request-context.ts';
import { type AppRouter, appRouter } from './trpc/router.ts';
import { withoutSandboxOnlyPages } from './web/sandbox-only-pages.ts';
import { registerWebApp, sendIndexHtml } from './web/web-app.ts';

export interface BuildServerOptions {
  logger: FastifyServerOptions['logger'];
  /** Folder of the built web app; without it only the API is served. */
  webDistDir?: string;
  /** Where the Graph sandbox keeps its state between runs (sandbox mode); in memory without it. */
  sandboxStateFile?: string;
  /** Where the TikTok sandbox keeps its state between runs (TikTok sandbox mode); in memory without it. */
  tiktokSandboxStateFile?: string;
  /** The process's metrics (METRICS_PORT set): every request is timed into it. Served on their own port, not here. */
  metrics?: Registry;
  /** Tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT set): each request's span is named by its route. */
  traced?: boolean;
}

export interface AppServer {
  server: FastifyInstance;
  /** Every route as Fastify registered it. */
  routes: RouteTable;
  start(options: { port: number; host: string }): Promise<string>;
  /** Stops accepting connections and waits for requests in flight. */
  stop(): Promise<void>;
}

export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

const REQUEST_ID = /^[\w.-]{1,64}$/;
/** How often a stopping server closes the connections whose last request has had its answer. */
const IDLE_SWEEP_MS = 50;

export async function buildServer(deps: ServerDeps, options: BuildServerOptions): Promise<AppServer> {
  const server = Fastify({
    logger: options.logger,
    // One line per request instead of two, at debug unless it failed or was slow.
    logController: new RequestLogController(),
    // Each request's pino child is made only when the request writes a line.
    childLoggerFactory: requestLogger,
    trustProxy: deps.config.trustProxy,
    requestIdHeader: false,
    // A caller's own request id is kept when it is a plain token, so logs can be followed across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 500 },
    // A URL Fastify cannot even decode (bad percent-encoding) gets the same error body as every other refusal.
    frameworkErrors: (error, request, reply) => {
      const { status, body } = toRestError(error, requestLanguage(request));
      return (reply as FastifyReply).status(status).send(body);
    },
    clientErrorHandler,
  });
  const routes = recordRoutes(server);
  // First of every hook: a request for another host name (DNS rebinding) is refused before anything reads it.
  registerHostGuard(server, deps.config);
  // Loaded only with metrics on: prom-client costs a process without them nothing (ADR 0099).
  if (options.metrics) (await import('./telemetry/request-metrics.ts')).registerRequestMetrics(server, options.metrics);
  if (options.traced) (await import('./telemetry/request-span-names.ts')).registerRequestSpanNames(server);
  // The API takes JSON only; Fastify would otherwise hand a text/plain body to a route as a string (Meta's form
  // callbacks add their own parser in their scope).
  server.removeContentTypeParser('text/plain');
  registerPerRequestHeaders(server);

  registerSecurityHeaders(server, deps.config);
  await server.register(cookie);
  registerErrorHandling(server);
  registerHttpGuards(server, routes);

  await server.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => contextFromRequest(deps, req, res),
      responseMeta: trpcResponseMeta,
      onError: ({ error, path, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerProbeRoutes(server, deps);
  registerHealthRoutes(server, deps);
  registerAuthRoutes(server, deps);
  registerAccountLinkRoutes(server, deps);
  registerActivityRoutes(server, deps);
  registerWorkspaceRoutes(server, deps);
  registerTeamRoutes(server, deps);
  registerInvitationRoutes(server, deps);
  registerApprovalRoutes(server, deps);
  registerReportExportRoutes(server, deps);
  registerAdPlatformRoutes(server, deps);
  registerCloneRoutes(server, deps);
  await registerFacebookConnectRoutes(server, deps);
  await registerFacebookCallbackRoutes(server, deps);
  registerTikTokConnectRoutes(server, deps);
  await mountGraphSandbox(server, deps.config, options.sandboxStateFile, deps.now);
  await mountTikTokSandbox(server, deps.config, options.tiktokSandboxStateFile);
  registerDataExportRoutes(server, deps);
  registerWorkspaceExportRoutes(server, deps);
  const webPages = await registerWebApp(server, options.webDistDir);
  const isWebPage = webPages && withoutSandboxOnlyPages(webPages, deps.config.mailOutbox);

  server.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|trpc)(\/|$)/.test(request.url);
    if (wantsPage && isWebPage) return sendIndexHtml(reply, isWebPage(path) ? 200 : 404);
    const allowed = /^\/api\//.test(path) ? routes.methodsAt(path).filter((method) => method !== 'OPTIONS') : [];
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      throw new AppError('METHOD_NOT_ALLOWED', userMessage('methodNotAllowed', { method: request.method, allowed: allowed.join(', ') }));
    }
    throw new AppError('NOT_FOUND', userMessage('notFound'));
  });

  return {
    server,
    routes,
    async start({ port, host }) {
      try {
        return await server.listen({ port, host });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
          throw new PortInUseError(`Port ${port} is already in use. Stop the process using it, or start AdFleet with another PORT, for example PORT=${port + 1}.`);
        }
        throw error;
      }
    },
    async stop() {
      // A request in flight keeps its connection open after its answer for Fastify's keepAliveTimeout (72 s), and
      // close() waits for it: while stopping, each connection is closed as soon as it has no request left.
      const idleSweep = setInterval(() => server.server.closeIdleConnections(), IDLE_SWEEP_MS);
      try {
        await server.close();
      } finally {
        clearInterval(idleSweep);
      }
    },
  };
}
