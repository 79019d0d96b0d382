import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../logger.ts';
import { RequestLogController } from './request-log.ts';

async function serverLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  const server = Fastify({ logger: { ...(loggerOptions(level) as object), stream }, logController: new RequestLogController() });
  server.get('/ok', async () => ({ ok: true }));
  server.get('/broken', async () => {
    throw new Error('boom');
  });
  return { server, lines, requestLines: () => lines.filter((line) => line.msg === 'request') };
}

describe('the request log', () => {
  it('writes nothing at info for a request that went well, and one line for one that failed', async () => {
    const { server, lines, requestLines } = await serverLoggingAt('info');
    await server.inject({ method: 'GET', url: '/ok' });
    expect(lines).toEqual([]);
    await server.inject({ method: 'GET', url: '/broken?token=secret-value-1' });
    expect(requestLines()).toEqual([expect.objectContaining({ level: 30, method: 'GET', statusCode: 500, url: '/broken?token=%5BRedacted%5D' })]);
    expect(typeof requestLines()[0]?.reqId).toBe('string');
  });

  it('writes one line per request, secrets in the query blanked, when debugging', async () => {
    const { server, requestLines } = await serverLoggingAt('debug');
    await server.inject({ method: 'GET', url: '/ok?code=secret-value-2&lng=es' });
    expect(requestLines()).toEqual([expect.objectContaining({ level: 20, statusCode: 200, url: '/ok?code=%5BRedacted%5D&lng=es' })]);
    expect(JSON.stringify(requestLines())).not.toContain('secret-value');
  });
});
