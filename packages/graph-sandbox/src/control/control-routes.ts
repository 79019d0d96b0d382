import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { appsecretProof, sameSecret } from '../auth/token-store.ts';
import { CONTROL_KEY_HEADER, KNOWN_SCOPES, SANDBOX_APP_ID } from '../constants.ts';
import { versionsAt } from '../graph/api-versions.ts';
import type { Sandbox } from '../sandbox.ts';
import { MAX_CAMPAIGNS_PER_ACCOUNT } from '../world/seed-delivering-campaigns.ts';
import { accountTree } from './account-tree.ts';
import { olderCampaignBody, plantOlderCampaign } from './older-campaign.ts';
import { maySeeAccount } from './tree-readers.ts';

const tokenBody = z.object({
  user_id: z.string().optional(),
  scopes: z.array(z.enum(KNOWN_SCOPES)).optional(),
  expires_in: z.number().int().min(0).optional(),
  /** `system_user`: a Business Manager system user's token (60 days unless `expires_in` says otherwise; 0 never expires). */
  type: z.enum(['user', 'system_user']).default('user'),
});
const invalidateBody = z.object({ reason: z.enum(['expired', 'password_changed', 'invalid']).default('expired') });
const faultsBody = z.object({
  latency_ms: z.number().int().min(0).max(60_000).optional(),
  errors: z
    .array(
      z.object({
        code: z.number().int(),
        subcode: z.number().int().optional(),
        rate: z.number().min(0).max(1),
        path: z.string().optional(),
        method: z.enum(['GET', 'POST', 'DELETE']).optional(),
        times: z.number().int().min(1).optional(),
      }),
    )
    .optional(),
  delays: z
    .array(z.object({ ms: z.number().int().min(1).max(60_000), path: z.string().optional(), method: z.enum(['GET', 'POST', 'DELETE']).optional(), after: z.number().int().min(1).optional() }))
    .optional(),
});
const usageBody = z.object({
  account_budget: z.number().int().min(1).max(10_000_000).optional(),
  app_budget: z.number().int().min(1).max(100_000_000).optional(),
  window_seconds: z.number().int().min(1).max(86_400).optional(),
});
const throttleBody = z.object({ seconds: z.number().int().min(1).max(86_400).default(600) });
const accountsBody = z.object({
  like: z.string().min(1),
  count: z.number().int().min(1).max(200),
  name_prefix: z.string().min(1).max(80).optional(),
  /** Delivering campaigns (one ad set, one ad, 90 days of figures each) to fill every new account with. */
  campaigns: z.number().int().min(0).max(MAX_CAMPAIGNS_PER_ACCOUNT).optional(),
});
const resetBody = z.object({ seed: z.number().int().optional() });
const clockBody = z.object({ advance_seconds: z.number().int() });

function parse<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply): T | undefined {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  void reply.status(400).send({ error: 'INVALID_BODY', issues: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) });
  return undefined;
}

const accountIdOf = (request: FastifyRequest) => (request.params as { accountId: string }).accountId.replace(/^act_/, '');

export interface ControlAccess {
  /** The installation's control key, in the x-sandbox-key header: every control needs it, but the images (public) and a tree (open to a token that sees it). */
  controlKey: string;
  /** Where the host keeps the key, for the 401's message (e.g. "DATA_DIR/secrets/sandbox-control-key"). */
  controlKeyHint?: string;
}

/**
 * Test and demo controls, reachable only through the plugin (the app mounts it in sandbox mode only) and only with
 * the control key: faults, token minting and invalidation, throttling, reset, clock, object dumps and the call log.
 */
export function registerControlRoutes(server: FastifyInstance, sandbox: Sandbox, graphPrefix: string, baseUrlOf: (request: FastifyRequest) => string, access: ControlAccess) {
  const at = `${graphPrefix.replace(/\/$/, '')}/_sandbox`;
  const { state } = sandbox;
  const where = access.controlKeyHint ? ` It is generated for this installation; read it from ${access.controlKeyHint}.` : '';
  const holdsKey = (request: FastifyRequest) => {
    const given = request.headers[CONTROL_KEY_HEADER];
    return typeof given === 'string' && sameSecret(access.controlKey, given);
  };
  const keyed = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (holdsKey(request)) return;
      await reply
        .status(401)
        .header('cache-control', 'no-store')
        .send({ error: 'SANDBOX_KEY_REQUIRED', message: `The sandbox controls need the control key in the ${CONTROL_KEY_HEADER} header.${where}` });
    },
  };
  const accountOr404 = (request: FastifyRequest, reply: FastifyReply) => {
    const account = state.world.accounts[accountIdOf(request)];
    if (!account) void reply.status(404).send({ error: 'NOT_FOUND', message: 'No such ad account in the sandbox' });
    return account;
  };

  // No secret here: the app secret stays in the installation's files, and the key that opens this is already known.
  server.get(at, keyed, async (request) => ({
    app: { id: SANDBOX_APP_ID, name: state.config.appName, redirect_uris: state.config.redirectUris, created_at: state.config.appCreatedAt.toISOString() },
    versions: versionsAt(state.now()),
    seed: state.config.seed,
    now: state.now().toISOString(),
    graph_base_url: baseUrlOf(request),
    users: sandbox.users(),
    identities: sandbox.identities(),
    accounts: Object.values(state.world.accounts).map((account) => ({
      id: `act_${account.id}`,
      name: account.name,
      currency: account.currency,
      timezone_name: account.timezoneName,
      account_status: account.accountStatus,
      business_id: account.businessId,
    })),
  }));

  server.post(`${at}/tokens`, keyed, async (request, reply) => {
    const body = parse(tokenBody, request.body, reply);
    if (!body) return reply;
    const userId = body.user_id ?? sandbox.users()[0]?.id ?? '';
    const token = sandbox.mintToken(userId, {
      ...(body.scopes ? { scopes: body.scopes } : {}),
      ...(body.expires_in === undefined ? {} : { expiresInSeconds: body.expires_in }),
      systemUser: body.type === 'system_user',
    });
    if (!token) return reply.status(404).send({ error: 'NOT_FOUND', message: `No demo user ${userId}` });
    return {
      access_token: token.token,
      type: body.type,
      user_id: token.userId,
      scopes: token.scopes,
      declined: token.declined,
      expires_at: token.expiresAt === 0 ? 0 : Math.floor(token.expiresAt / 1000),
      appsecret_proof: appsecretProof(token.token, state.config.appSecret),
    };
  });

  server.post(`${at}/users/:userId/invalidate`, keyed, async (request, reply) => {
    const body = parse(invalidateBody, request.body, reply);
    if (!body) return reply;
    const { userId } = request.params as { userId: string };
    if (!state.world.users[userId]) return reply.status(404).send({ error: 'NOT_FOUND', message: `No demo user ${userId}` });
    return { invalidated: sandbox.invalidateUserTokens(userId, body.reason), reason: body.reason };
  });

  server.get(`${at}/faults`, keyed, async () => state.faults.get());
  server.put(`${at}/faults`, keyed, async (request, reply) => {
    const body = parse(faultsBody, request.body, reply);
    if (!body) return reply;
    state.faults.set({ ...(body.latency_ms !== undefined ? { latencyMs: body.latency_ms } : {}), ...(body.errors ? { rules: body.errors } : {}), ...(body.delays ? { delays: body.delays } : {}) });
    return state.faults.get();
  });
  server.delete(`${at}/faults`, keyed, async () => {
    state.faults.clear();
    return state.faults.get();
  });
  // Usage points per ad account and per app in a window: the seeded budgets are a development-tier app's; benchmarks of
  // many writes into one account raise them as Meta's standard access does.
  const usageView = () => {
    const limits = state.usage.limits();
    return { account_budget: limits.accountBudget, app_budget: limits.appBudget, window_seconds: limits.windowSeconds };
  };
  server.get(`${at}/usage`, keyed, async () => usageView());
  server.put(`${at}/usage`, keyed, async (request, reply) => {
    const body = parse(usageBody, request.body, reply);
    if (!body) return reply;
    state.usage.setLimits({
      ...(body.account_budget !== undefined ? { accountBudget: body.account_budget } : {}),
      ...(body.app_budget !== undefined ? { appBudget: body.app_budget } : {}),
      ...(body.window_seconds !== undefined ? { windowSeconds: body.window_seconds } : {}),
    });
    return usageView();
  });

  server.post(`${at}/accounts`, keyed, async (request, reply) => {
    const body = parse(accountsBody, request.body, reply);
    if (!body) return reply;
    const added = sandbox.addAccounts(body.like, body.count, body.name_prefix, body.campaigns);
    if (!added) return reply.status(404).send({ error: 'NOT_FOUND', message: 'No such ad account in the sandbox' });
    return { accounts: added.map((account) => ({ id: `act_${account.id}`, name: account.name, currency: account.currency, business_id: account.businessId })) };
  });
  server.post(`${at}/accounts/:accountId/throttle`, keyed, async (request, reply) => {
    const body = parse(throttleBody, request.body, reply);
    if (!body || !accountOr404(request, reply)) return reply;
    state.usage.throttle(accountIdOf(request), body.seconds, state.now().getTime());
    return { throttled: true, seconds: body.seconds };
  });
  server.delete(`${at}/accounts/:accountId/throttle`, keyed, async (request, reply) => {
    if (!accountOr404(request, reply)) return reply;
    state.usage.release(accountIdOf(request));
    return { throttled: false };
  });
  server.get(`${at}/accounts/:accountId/usage`, keyed, async (request, reply) => {
    if (!accountOr404(request, reply)) return reply;
    return state.usage.account(accountIdOf(request), state.now().getTime());
  });
  // A campaign as Meta keeps one made under earlier rules (older-campaign.ts): stored as given, for clients to meet as a source.
  server.post(`${at}/accounts/:accountId/campaigns`, keyed, async (request, reply) => {
    const body = parse(olderCampaignBody, request.body, reply);
    const account = body && accountOr404(request, reply);
    if (!body || !account) return reply;
    const planted = plantOlderCampaign(state.world, account, body, state.now().getTime());
    state.changed();
    return planted;
  });
  // Every object of the account, whoever made it: with the key, or for a user who sees the account (maySeeAccount), as
  // the duplicator's link to a created campaign opens it from the browser that connected.
  server.get(`${at}/accounts/:accountId/tree`, async (request, reply) => {
    if (!holdsKey(request) && !maySeeAccount(state, request, accountIdOf(request))) {
      return reply
        .status(401)
        .header('cache-control', 'no-store')
        .send({ error: 'SANDBOX_ACCESS_REQUIRED', message: `An account's tree needs the control key in the ${CONTROL_KEY_HEADER} header, or an access token of a user who sees the account.${where}` });
    }
    if (!accountOr404(request, reply)) return reply;
    return accountTree(state.world, accountIdOf(request), baseUrlOf(request), state.now());
  });

  server.post(`${at}/reset`, keyed, async (request, reply) => {
    const body = parse(resetBody, request.body, reply);
    if (!body) return reply;
    sandbox.reset(body.seed);
    return { seed: state.config.seed };
  });
  server.post(`${at}/clock`, keyed, async (request, reply) => {
    const body = parse(clockBody, request.body, reply);
    if (!body) return reply;
    sandbox.advanceClock(body.advance_seconds * 1000);
    return { now: state.now().toISOString() };
  });

  server.get(`${at}/calls`, keyed, async (request) => {
    const limit = Number((request.query as { limit?: string }).limit ?? 100);
    return { data: state.calls.list(Number.isFinite(limit) ? limit : 100), counters: state.calls.counters() };
  });
  server.delete(`${at}/calls`, keyed, async () => {
    state.calls.clear();
    return { cleared: true };
  });

  // Ad images need something to show: a flat placeholder coloured by the hash. Public, since the app's previews load
  // it with a plain <img>, and it reveals nothing but the hash in its url.
  server.get(`${at}/images/:file`, async (request, reply) => {
    const hash = (request.params as { file: string }).file.replace(/\.svg$/, '');
    if (!/^[0-9a-f]{32}$/.test(hash)) return reply.status(404).send({ error: 'NOT_FOUND', message: 'No such image' });
    const colour = hash.slice(0, 6);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080" viewBox="0 0 1080 1080"><rect width="1080" height="1080" fill="#${colour}"/><text x="540" y="560" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#fff">${hash.slice(0, 8)}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
