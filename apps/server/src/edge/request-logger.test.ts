import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../logger.ts';
import { requestLogger } from './request-logger.ts';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  return { lines, stream };
}

describe("a request's logger", () => {
  it('writes what pino’s child would: the request id bound, secrets redacted, levels below the line dropped', async () => {
    const { lines, stream } = capture();
    const server = Fastify({ logger: { ...(loggerOptions('info') as object), stream }, childLoggerFactory: requestLogger, genReqId: () => 'req-1' });
    server.get('/', (request) => {
      request.log.debug('not written');
      request.log.info({ token: 'secret-token', note: 'kept' }, 'written');
      request.log.child({ step: 'inner' }).warn('from a child');
      return { ok: true };
    });
    await server.inject({ method: 'GET', url: '/' });
    await server.close();
    const written = lines.filter((line) => line['msg'] === 'written' || line['msg'] === 'from a child' || line['msg'] === 'not written');
    expect(written).toEqual([
      expect.objectContaining({ reqId: 'req-1', msg: 'written', token: '[Redacted]', note: 'kept', level: 30 }),
      expect.objectContaining({ reqId: 'req-1', step: 'inner', msg: 'from a child', level: 40 }),
    ]);
  });

  it('makes no pino child for a request that writes nothing at an enabled level', () => {
    const parent = pino({ level: 'info' }, new Writable({ write: (_chunk, _encoding, done) => done() }));
    let children = 0;
    const counted = Object.assign(Object.create(parent) as typeof parent, {
      child: (...args: Parameters<typeof parent.child>) => {
        children += 1;
        return parent.child(...args);
      },
    });
    const log = requestLogger(counted, { reqId: 'r' }, {});
    log.debug('below the line');
    log.trace('below the line');
    expect((log as pino.Logger).isLevelEnabled('debug')).toBe(false);
    expect(children).toBe(0);
    log.info('above it');
    log.error('and again');
    expect(children).toBe(1);
  });

  it('gives a route with its own level a child at once, as Fastify would', () => {
    const parent = pino({ level: 'info' }, new Writable({ write: (_chunk, _encoding, done) => done() }));
    const log = requestLogger(parent, { reqId: 'r' }, { level: 'debug' });
    expect(log.level).toBe('debug');
  });
});
