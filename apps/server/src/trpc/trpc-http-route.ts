import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type HTTPErrorHandler, resolveResponse, type ResponseMetaFn } from '@trpc/server/http';
import type { AnyRouter } from '@trpc/server';
import { keptQueryBytes } from './kept-query-bytes.ts';

export interface TrpcHttpOptions<TRouter extends AnyRouter> {
  router: TRouter;
  createContext(request: FastifyRequest, reply: FastifyReply): unknown;
  responseMeta?: ResponseMetaFn<TRouter>;
  onError?: HTTPErrorHandler<TRouter, FastifyRequest>;
}

/** Only the path and query of the URL are read (procedure paths, `batch`, `input`); the origin is a fixed stand-in. */
const ORIGIN = 'http://trpc.invalid';

/** The request headers as tRPC reads them (`get`, `has`), over Node's own object instead of a copied `Headers`. */
function headersOf(request: FastifyRequest) {
  const raw = request.headers;
  return {
    get(name: string): string | null {
      const value = raw[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
    has: (name: string) => raw[name.toLowerCase()] !== undefined,
  };
}

/**
 * What tRPC's `resolveResponse` reads of a Fetch `Request`, built over the Fastify request: the body Fastify has
 * already read as a string, and a signal that aborts when the client goes away before the answer is written.
 */
function requestFor(request: FastifyRequest, reply: FastifyReply): Request {
  const abort = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) abort.abort();
  });
  const body = typeof request.body === 'string' ? request.body : '';
  const light = {
    url: ORIGIN + request.url,
    method: request.method,
    headers: headersOf(request),
    signal: abort.signal,
    text: async () => body,
    body: null,
  };
  return light as unknown as Request;
}

/**
 * tRPC over HTTP, the wire format of `@trpc/server/adapters/fastify` unchanged (tRPC's own `resolveResponse` decides
 * every status, header and body), without its Fetch-API round trip: no undici `Request` copying every header and
 * streaming the body Fastify had already read, and a JSON answer sent as one buffer with its length instead of piped
 * from a web stream in chunks. Streamed answers (jsonl, server-sent events) still go out as streams. ADR 0050.
 * A kept query's answer is written from the bytes encoded when it was first asked for (`keptQueryBytes`, ADR 0067).
 */
export function registerTrpcHttp<TRouter extends AnyRouter>(server: FastifyInstance, prefix: string, options: TrpcHttpOptions<TRouter>) {
  return server.register(
    async (scope) => {
      // As tRPC's Fastify plugin does, in this scope only: tRPC parses the JSON body itself.
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      scope.removeContentTypeParser('multipart/form-data');
      scope.addContentTypeParser('multipart/form-data', {}, (_request, body, done) => done(null, body));

      scope.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
        const kept = await keptQueryBytes(options.router, request.params.path, request, () => options.createContext(request, reply));
        if (kept) return reply.header('vary', 'trpc-accept, accept').type('application/json').send(kept);
        const response = await resolveResponse<TRouter>({
          router: options.router,
          req: requestFor(request, reply),
          path: request.params.path,
          error: null,
          createContext: async () => options.createContext(request, reply) as never,
          ...(options.responseMeta ? { responseMeta: options.responseMeta } : {}),
          onError: (failure) => options.onError?.({ ...failure, req: request }),
        });
        reply.status(response.status);
        for (const [name, value] of response.headers) reply.header(name, value);
        const streamed = response.headers.has('transfer-encoding') || response.headers.get('content-type') === 'text/event-stream';
        if (streamed || response.body === null) return reply.send(response.body);
        // Bytes rather than a string: Fastify would append a charset to the content type tRPC chose.
        return reply.send(Buffer.from(await response.arrayBuffer()));
      });
    },
    { prefix },
  );
}
