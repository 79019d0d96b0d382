import type { PrettyLogTransport } from '@adfleet/core';
import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry secrets (OAuth codes, Graph tokens, debug_token's token under inspection, the proof
 * derived from the app secret) and must never reach a log line.
 */
const SECRET_QUERY_PARAMS = ['access_token', 'input_token', 'appsecret_proof', 'code', 'state', 'token', 'client_secret', 'fb_exchange_token', 'signed_request'];

/** Paths pino blanks out wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'req.headers["x-sandbox-key"]',
  'res.headers["set-cookie"]',
  'password',
  'token',
  'accessToken',
  'access_token',
  'appSecret',
  'secret',
  'connectionString',
  'controlKey',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.access_token',
  '*.appSecret',
  '*.secret',
  '*.connectionString',
  '*.controlKey',
  // The server config nests its secrets one level down: config.meta.appSecret, config.sandbox.controlKey.
  '*.*.appSecret',
  '*.*.controlKey',
];

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of SECRET_QUERY_PARAMS) if (params.has(name)) params.set(name, '[Redacted]');
  // A tRPC query carries its input in the URL: one naming a token (an invitation's preview) is blanked whole.
  if (/"token"/.test(params.get('input') ?? '')) params.set('input', '[Redacted]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/**
 * pino's options for the server and Fastify alike; `transport` (readable lines in a terminal) comes from logTransportFor,
 * `traceFields` (the active span's trace and span ids on every line) from tracing when it is on.
 */
export function loggerOptions(level: string, transport?: PrettyLogTransport, traceFields?: () => object): FastifyServerOptions['logger'] {
  return {
    level,
    ...(transport ? { transport } : {}),
    ...(traceFields ? { mixin: traceFields } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (req: { id: string; method: string; url: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
