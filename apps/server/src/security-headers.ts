import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { ServerConfig } from './config.ts';

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
function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = { setHeader: (name: string, value: string) => void headers.push([name, String(value)]), removeHeader: () => undefined };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet's headers on every response. @fastify/helmet would build helmet's middleware again for each request (its
 * directives parsed every time, in two hooks); the headers vary only by HSTS here, so one hook sets one of two
 * computed lists. HSTS goes only with an https PUBLIC_URL, and behind a trusted proxy only on requests that reached it
 * over https (X-Forwarded-Proto): a server must not send it over plain http (RFC 6797 §7.2).
 */
export function registerSecurityHeaders(server: FastifyInstance, config: Pick<ServerConfig, 'publicUrl' | 'trustProxy'>): void {
  const overHttps = securityHeaders();
  const overHttp = overHttps.filter(([name]) => name.toLowerCase() !== 'strict-transport-security');
  const httpsSite = new URL(config.publicUrl).protocol === 'https:';
  server.addHook('onRequest', (request, reply, done) => {
    const headers = httpsSite && (!config.trustProxy || request.protocol === 'https') ? overHttps : overHttp;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
