import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * A strict CSP the SPA runs under: scripts and styles from our origin only. Inline style attributes are allowed
 * because Radix positions popovers with them; no inline script is needed (the theme boot script is a file).
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** The headers helmet sets with these options, worked out once: they are the same for every response. */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = { setHeader: (name: string, value: string) => void headers.push([name, String(value)]), removeHeader: () => undefined };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet's headers on every response. @fastify/helmet would build helmet's middleware again for each request (its
 * directives parsed every time, in two hooks); the headers never vary here, so one hook sets the computed list.
 */
export function registerSecurityHeaders(server: FastifyInstance): void {
  const headers = securityHeaders();
  server.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
