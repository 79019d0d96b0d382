import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sameSecret } from '../api/app-credentials.ts';
import { API_VERSION_PATH, TIKTOK_SANDBOX_APP_ID } from '../constants.ts';
import type { TikTokSandbox } from '../sandbox.ts';
import { advertiserTree } from './advertiser-tree.ts';

export const CONTROL_KEY_HEADER = 'x-sandbox-key';

const tokenBody = z.object({ persona_id: z.string().min(1).optional(), advertiser_ids: z.array(z.string()).min(1).optional() });
const faultsBody = z.object({
  latency_ms: z.number().int().min(0).max(60_000).optional(),
  errors: z
    .array(
      z.object({
        code: z.number().int().min(1),
        message: z.string().max(500).optional(),
        rate: z.number().min(0).max(1),
        path: z.string().optional(),
        method: z.enum(['GET', 'POST']).optional(),
        advertiser_id: z.string().min(1).optional(),
        params: z.record(z.string().min(1), z.string()).optional(),
        times: z.number().int().min(1).optional(),
      }),
    )
    .optional(),
});
const limitsBody = z.object({
  qps: z.number().int().min(1).optional(),
  qpm: z.number().int().min(1).optional(),
  lock_seconds: z.number().int().min(0).max(3600).optional(),
  endpoint_qps: z.record(z.string().regex(/^\/[a-z0-9_/]+\/$/), z.number().int().min(1)).optional(),
});
const resetBody = z.object({ seed: z.number().int().optional() });
const clockBody = z.object({ advance_seconds: z.number().int() });
const smartPlusBody = z.object({ copy_seconds: z.number().min(0).max(3600).optional(), failing_copies: z.number().int().min(0).max(100).optional(), partial_copies: z.number().int().min(0).max(100).optional() });

function parse<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply): T | undefined {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  void reply.status(400).send({ error: 'INVALID_BODY', issues: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) });
  return undefined;
}

export interface ControlAccess {
  /** The installation's control key, in the x-sandbox-key header: every control needs it, but the images (public) and a tree (open to a token that sees it). */
  controlKey: string;
  /** Where the host keeps the key, named in the 401's message. */
  controlKeyHint?: string;
}

/** Whether `header` is a live token granted `advertiserId`. */
function tokenSeesAdvertiser(state: TikTokSandbox['state'], header: string | string[] | undefined, advertiserId: string): boolean {
  const raw = Array.isArray(header) ? header[0] : header;
  const token = raw && Object.hasOwn(state.tokens, raw) ? state.tokens[raw] : undefined;
  return token !== undefined && !token.revoked && token.advertiserIds.includes(advertiserId);
}

/**
 * Test and demo controls under `/_sandbox`, reachable only through the plugin and only with the control key: the
 * world, token minting and revocation, faults, limits, reset, clock and the call log with its counters. An
 * advertiser's tree opens to a token granted the advertiser too; the placeholder images stay public.
 */
export function registerControlRoutes(server: FastifyInstance, sandbox: TikTokSandbox, baseUrlOf: (request: FastifyRequest) => string, access: ControlAccess) {
  const at = '/_sandbox';
  const { state } = sandbox;
  const where = access.controlKeyHint ? ` It is generated for this installation; read it from ${access.controlKeyHint}.` : '';
  const holdsKey = (request: FastifyRequest) => {
    const given = request.headers[CONTROL_KEY_HEADER];
    return typeof given === 'string' && sameSecret(access.controlKey, given);
  };
  const keyed = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (holdsKey(request)) return;
      await reply.status(401).header('cache-control', 'no-store').send({ error: 'SANDBOX_KEY_REQUIRED', message: `The sandbox controls need the control key in the ${CONTROL_KEY_HEADER} header.${where}` });
    },
  };

  server.get(at, keyed, async (request) => ({
    app: { id: TIKTOK_SANDBOX_APP_ID, name: state.config.appName, redirect_uris: state.config.redirectUris },
    api_base_url: `${baseUrlOf(request)}${API_VERSION_PATH}`,
    seed: state.config.seed,
    now: state.now().toISOString(),
    limits: state.limiter.get(),
    smart_plus_copy_seconds: state.config.smartPlusCopyMs / 1000,
    personas: sandbox.personas().map((persona) => ({ id: persona.id, name: persona.name, email: persona.email, advertiser_ids: persona.advertiserIds })),
    advertisers: Object.values(state.world.advertisers).map((advertiser) => ({
      advertiser_id: advertiser.id,
      name: advertiser.name,
      currency: advertiser.currency,
      timezone: advertiser.timezone,
      status: advertiser.status,
    })),
  }));

  server.post(`${at}/tokens`, keyed, async (request, reply) => {
    const body = parse(tokenBody, request.body, reply);
    if (!body) return reply;
    const personaId = body.persona_id ?? sandbox.personas()[0]?.id ?? '';
    const token = sandbox.mintToken(personaId, body.advertiser_ids);
    if (!token) return reply.status(404).send({ error: 'NOT_FOUND', message: `No demo person ${personaId} with those advertisers` });
    return { access_token: token.token, advertiser_ids: token.advertiserIds, scope: token.scope };
  });
  server.post(`${at}/personas/:personaId/revoke`, keyed, async (request, reply) => {
    const { personaId } = request.params as { personaId: string };
    if (!state.world.personas[personaId]) return reply.status(404).send({ error: 'NOT_FOUND', message: `No demo person ${personaId}` });
    const revoked = sandbox.revokePersonaTokens(personaId);
    await sandbox.durable();
    return { revoked };
  });

  server.get(`${at}/faults`, keyed, async () => state.faults.get());
  server.put(`${at}/faults`, keyed, async (request, reply) => {
    const body = parse(faultsBody, request.body, reply);
    if (!body) return reply;
    state.faults.set({ ...(body.latency_ms !== undefined ? { latencyMs: body.latency_ms } : {}), ...(body.errors ? { rules: body.errors } : {}) });
    return state.faults.get();
  });
  server.delete(`${at}/faults`, keyed, async () => {
    state.faults.clear();
    return state.faults.get();
  });

  server.get(`${at}/limits`, keyed, async () => state.limiter.get());
  server.put(`${at}/limits`, keyed, async (request, reply) => {
    const body = parse(limitsBody, request.body, reply);
    if (!body) return reply;
    state.limiter.set({
      ...(body.qps !== undefined ? { qps: body.qps } : {}),
      ...(body.qpm !== undefined ? { qpm: body.qpm } : {}),
      ...(body.lock_seconds !== undefined ? { lockSeconds: body.lock_seconds } : {}),
      ...(body.endpoint_qps ? { endpointQps: body.endpoint_qps } : {}),
    });
    return state.limiter.get();
  });

  // How long a Smart+ copy task answers RUNNING, so a test can be sure to see it wait; how many of the next fail whole or in part.
  server.put(`${at}/smart-plus`, keyed, async (request, reply) => {
    const body = parse(smartPlusBody, request.body, reply);
    if (!body) return reply;
    if (body.copy_seconds !== undefined) state.config.smartPlusCopyMs = body.copy_seconds * 1000;
    if (body.failing_copies !== undefined) state.config.smartPlusFailingCopies = body.failing_copies;
    if (body.partial_copies !== undefined) state.config.smartPlusPartialCopies = body.partial_copies;
    const { smartPlusCopyMs, smartPlusFailingCopies, smartPlusPartialCopies } = state.config;
    return { copy_seconds: smartPlusCopyMs / 1000, failing_copies: smartPlusFailingCopies, partial_copies: smartPlusPartialCopies };
  });

  server.post(`${at}/reset`, keyed, async (request, reply) => {
    const body = parse(resetBody, request.body, reply);
    if (!body) return reply;
    sandbox.reset(body.seed);
    await sandbox.durable();
    return { seed: state.config.seed };
  });
  server.post(`${at}/clock`, keyed, async (request, reply) => {
    const body = parse(clockBody, request.body, reply);
    if (!body) return reply;
    sandbox.advanceClock(body.advance_seconds * 1000);
    await sandbox.durable();
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

  // Every object of the advertiser, whoever made it: with the key, or for a token granted the advertiser (in the
  // Access-Token header, as the API takes it), which reads all of it through the API anyway.
  server.get(`${at}/advertisers/:advertiserId/tree`, async (request, reply) => {
    const { advertiserId } = request.params as { advertiserId: string };
    if (!holdsKey(request) && !tokenSeesAdvertiser(state, request.headers['access-token'], advertiserId)) {
      return reply
        .status(401)
        .header('cache-control', 'no-store')
        .send({ error: 'SANDBOX_ACCESS_REQUIRED', message: `An advertiser's tree needs the control key in the ${CONTROL_KEY_HEADER} header, or an Access-Token granted the advertiser.${where}` });
    }
    if (!state.world.advertisers[advertiserId]) return reply.status(404).send({ error: 'NOT_FOUND', message: 'No such advertiser in the sandbox' });
    return advertiserTree(state.world, advertiserId);
  });

  // Uploaded images are not kept (only their metadata): a flat placeholder coloured by the material id stands in.
  server.get(`${at}/images/:file`, async (request, reply) => {
    const materialId = (request.params as { file: string }).file.replace(/\.svg$/, '');
    if (!/^\d{1,24}$/.test(materialId)) return reply.status(404).send({ error: 'NOT_FOUND', message: 'No such image' });
    const colour = (Number(materialId.slice(-7)) % 0xffffff).toString(16).padStart(6, '0');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920" viewBox="0 0 1080 1920"><rect width="1080" height="1920" fill="#${colour}"/><text x="540" y="980" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#fff">${materialId.slice(-8)}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
