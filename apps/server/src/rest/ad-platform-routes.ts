import { renderMessage } from '@adfleet/core/messages';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { requestLanguage } from './request-language.ts';
import { appRouter } from '../trpc/router.ts';
import { call } from './rest-caller.ts';
import { sendJsonOnce } from './json-once.ts';

/** The spec's platform, account and campaign reads, each a thin adapter over its procedure. */
export function registerAdPlatformRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.get('/api/platforms', (request, reply) => call(deps, request, reply, appRouter.platforms.list));
  server.get('/api/ad-accounts', (request, reply) => call(deps, request, reply, appRouter.adAccounts.list, request.query as never));
  // Query parameters map onto the procedure's input: platformId, adAccountId, status, search, limit, cursor. A kept
  // answer's JSON text is written once (ADR 0060).
  server.get('/api/campaigns', async (request, reply) => sendJsonOnce(reply, await call(deps, request, reply, appRouter.campaigns.list, request.query as never)));
  server.get('/api/oauth-status', async (request, reply) => {
    const status = await call(deps, request, reply, appRouter.connections.oauthStatus);
    return { ...status, message: renderMessage(status.message, requestLanguage(request)) };
  });
  // The spec's sync: a GET that re-reads the accounts from Meta (never cached: see edge/per-request-headers.ts); its body is the list.
  server.get('/api/facebook/ad-accounts', async (request, reply) => (await call(deps, request, reply, appRouter.sync.facebookAdAccounts)).accounts);
  server.post('/api/facebook/token', (request, reply) => call(deps, request, reply, appRouter.facebook.token, request.body as never));
}
