import { renderMessage } from '@adfleet/core/render-message';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { requestLanguage } from './request-language.ts';
import { sendJsonOnce } from './json-once.ts';
import { restCaller } from './rest-caller.ts';

/** The spec's platform, account and campaign reads, each a thin adapter over its procedure. */
export function registerAdPlatformRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.get('/api/platforms', (request, reply) => restCaller(deps, request, reply).platforms.list());
  server.get('/api/ad-accounts', (request, reply) => restCaller(deps, request, reply).adAccounts.list(request.query));
  // Query parameters map onto the procedure's input: platformId, adAccountId, status, search, limit, cursor. A kept
  // answer's JSON text is written once (ADR 0060).
  server.get('/api/campaigns', async (request, reply) => sendJsonOnce(reply, await restCaller(deps, request, reply).campaigns.list(request.query)));
  server.get('/api/oauth-status', async (request, reply) => {
    const status = await restCaller(deps, request, reply).connections.oauthStatus();
    return { ...status, message: renderMessage(status.message, requestLanguage(request)) };
  });
  // The spec's sync: a GET that re-reads the accounts from Meta (never cached: see edge/per-request-headers.ts); its body is the list.
  server.get('/api/facebook/ad-accounts', async (request, reply) => (await restCaller(deps, request, reply).sync.facebookAdAccounts()).accounts);
  server.post('/api/facebook/token', (request, reply) => restCaller(deps, request, reply).facebook.token(request.body));
}
