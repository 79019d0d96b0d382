import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { redactUrl } from '../logger.ts';

/** A request slower than this is worth a line at info even when it succeeded. */
export const SLOW_REQUEST_MS = 1_000;

/** Which level a finished request is logged at: failures and slow ones at info, the rest only when debugging. */
export function requestLogLevel(reply: Pick<FastifyReply, 'statusCode' | 'elapsedTime'>): 'info' | 'debug' {
  return reply.statusCode >= 500 || reply.elapsedTime >= SLOW_REQUEST_MS ? 'info' : 'debug';
}

/**
 * One line per request, written when it ends, instead of Fastify's two ("incoming request", "request completed"),
 * which at info cost about a third of a signed-in call's time (ADR 0043). The level check comes first, so a request
 * below the configured level builds nothing.
 */
export function registerRequestLog(server: FastifyInstance): void {
  server.addHook('onResponse', (request, reply, done) => {
    const level = requestLogLevel(reply);
    // Fastify's type omits pino's level check; without a logger (`logger: false`) there is none and nothing to write.
    if ((request.log as Partial<Logger>).isLevelEnabled?.(level)) {
      request.log[level]({ method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    }
    done();
  });
}
