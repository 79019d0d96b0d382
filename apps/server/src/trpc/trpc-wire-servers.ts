import cookie from '@fastify/cookie';
import { type CreateFastifyContextOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { trpcResponseMeta } from '../edge/trpc-response-meta.ts';
import type { ServerDeps } from './context.ts';
import { contextFromRequest } from './request-context.ts';
import { appRouter } from './router.ts';
import { registerTrpcHttp } from './trpc-http-route.ts';

/**
 * The app's router over HTTP twice on the same dependencies: through AdFleet's own tRPC route (`ours`) and through
 * tRPC's own Fastify adapter (`theirs`), for tests that require both to answer alike.
 */
export async function trpcWireServers(deps: ServerDeps): Promise<{ ours: FastifyInstance; theirs: FastifyInstance }> {
  const options = { router: appRouter, responseMeta: trpcResponseMeta };
  const ours = Fastify();
  await ours.register(cookie);
  await registerTrpcHttp(ours, '/trpc', { ...options, createContext: (request, reply) => contextFromRequest(deps, request, reply) });
  const theirs = Fastify();
  await theirs.register(cookie);
  await theirs.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { ...options, createContext: ({ req, res }: CreateFastifyContextOptions) => contextFromRequest(deps, req, res) } });
  return { ours, theirs };
}
