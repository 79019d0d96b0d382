import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import { redactUrl } from '../logger.ts';

/** A request slower than this is worth a line at info even when it succeeded. */
const SLOW_REQUEST_MS = 1_000;

/** Which level a finished request is logged at: failures and slow ones at info, the rest only when debugging. */
function requestLogLevel(reply: Pick<FastifyReply, 'statusCode' | 'elapsedTime'>): 'info' | 'debug' {
  return reply.statusCode >= 500 || reply.elapsedTime >= SLOW_REQUEST_MS ? 'info' : 'debug';
}

/**
 * One line per request, written when it ends, instead of Fastify's two at info ("incoming request", "request
 * completed", each serializing the request through the redaction), which cost about a third of a signed-in call's
 * time (ADR 0043). The level is checked first, so a request below the configured level builds nothing. Fastify's
 * other lines (its error handler, a broken stream) are kept.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const level = error ? 'error' : requestLogLevel(reply);
    // Fastify's type omits pino's level check; without a logger (`logger: false`) there is none and nothing to write.
    if (!(request.log as Partial<Logger>).isLevelEnabled?.(level)) return;
    const line = { method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    request.log[level](error ? { ...line, err: error } : line, 'request');
  }
}
