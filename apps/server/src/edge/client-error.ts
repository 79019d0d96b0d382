import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { languageFromAcceptLanguage, type MessageLanguage } from '@adfleet/core';
import type { FastifyInstance } from 'fastify';
import { toRestError } from '../rest/error-handler.ts';

/** Node's parser errors that say what was wrong with the request; anything else it cannot parse is a plain 400. */
const statusByParserCode: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** Node's parser keeps the bytes it choked on: an `Accept-Language` line among them picks the answer's language. */
function languageOfRawPacket(error: NodeJS.ErrnoException): MessageLanguage {
  const raw = (error as { rawPacket?: unknown }).rawPacket;
  if (!Buffer.isBuffer(raw)) return 'en';
  const line = /^accept-language:[ \t]*([^\r\n]{0,200})/im.exec(raw.toString('latin1', 0, Math.min(raw.length, 65_536)));
  return languageFromAcceptLanguage(line?.[1]);
}

/**
 * What Node refuses before Fastify sees a request (headers over the size limit, a request that never finished, bytes
 * that are no HTTP) is written straight to the socket; Fastify's default answers in a shape of its own, so this one
 * answers with the same `{ error, message }` as every other refusal.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode = statusByParserCode[error.code ?? ''] ?? 400;
  const { status, body } = toRestError(Object.assign(new Error(STATUS_CODES[statusCode]), { statusCode }), languageOfRawPacket(error));
  const json = JSON.stringify(body);
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
