import type { FastifyReply } from 'fastify';

// Keyed by the answer object itself: the text lives exactly as long as the kept answer it was written from.
const bodies = new WeakMap<object, Buffer>();

/**
 * Sends an answer as JSON, encoding its text only the first time this very object is sent: a kept answer (ADR 0051,
 * through `validatedOnce`) is the same object on every read until the data moves, and writing 20 KB of JSON was a
 * visible share of each such read's CPU (ADR 0060). Kept as UTF-8 bytes, so the socket is not handed a string to encode
 * again on every send. The text is what Fastify's own serializer would have sent.
 */
export function sendJsonOnce(reply: FastifyReply, answer: object): FastifyReply {
  let body = bodies.get(answer);
  if (body === undefined) {
    body = Buffer.from(JSON.stringify(answer));
    bodies.set(answer, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
