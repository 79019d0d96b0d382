import { isAppError } from '@adfleet/core';
import type { TRPCError } from '@trpc/server';
import type { ResponseMeta } from '@trpc/server/http';

interface ResponseMetaInput {
  errors: TRPCError[];
  info: { calls: ReadonlyArray<{ procedure: { _def: { type: string } } | null }> } | undefined;
}

/**
 * Headers a tRPC answer needs beyond its body: `Allow` on a 405 (a query asked for by POST, a mutation by GET), and
 * `Retry-After` when a rate limit says when to come back.
 */
export function trpcResponseMeta({ errors, info }: ResponseMetaInput): ResponseMeta {
  const headers: Record<string, string> = {};
  if (errors.some((error) => error.code === 'METHOD_NOT_SUPPORTED')) {
    const methods = new Set((info?.calls ?? []).map((call) => (call.procedure?._def.type === 'mutation' ? 'POST' : 'GET')));
    headers.allow = [...methods].join(', ') || 'GET, POST';
  }
  const retryAfter = Math.max(...errors.map((error) => (isAppError(error.cause) ? (error.cause.retryAfterSeconds ?? 0) : 0)), 0);
  if (retryAfter > 0) headers['retry-after'] = String(retryAfter);
  return { headers };
}
