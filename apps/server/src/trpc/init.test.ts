import { AppError, userMessage } from '@adfleet/core';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testConfig } from '@adfleet/test-support/test-server';
import { createContextInner } from './context.ts';
import { publicProcedure, router } from './init.ts';

// Procedures that fail on purpose, mounted exactly as the app mounts its router.
const failingRouter = router({
  conflict: publicProcedure.query(() => {
    throw new AppError('CONFLICT', userMessage('credentialsTaken'));
  }),
  crash: publicProcedure.query(() => {
    throw new Error('connection string postgres://user:pw@db leaked');
  }),
  validated: publicProcedure.input(z.object({ username: z.string().min(3) })).query(() => 'ok'),
});

describe('tRPC error mapping', () => {
  const server = Fastify();
  beforeAll(async () => {
    const deps = { config: testConfig(), db: {} as never, jobs: {} as never, now: () => new Date(), cipher: {} as never, graph: {} as never, tiktok: {} as never, deviceKey: Buffer.alloc(32), sessions: {} as never };
    await server.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: { router: failingRouter, createContext: () => createContextInner(deps, { requestId: 'r', ip: '', userAgent: undefined }) },
    });
  });
  afterAll(() => server.close());

  it('gives an AppError its mapped status and keeps its message', async () => {
    const response = await server.inject({ method: 'GET', url: '/trpc/conflict' });
    expect(response.statusCode).toBe(409);
    const { error } = response.json();
    expect(error.json.message).toBe('Username or email already exists.');
    expect(error.json.data).toMatchObject({ appCode: 'CONFLICT', httpStatus: 409, userMessage: { code: 'credentialsTaken', params: {} } });
  });

  it('hides an unexpected failure behind a generic message', async () => {
    const response = await server.inject({ method: 'GET', url: '/trpc/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('postgres://');
    expect(response.json().error.json.message).toBe('Internal server error.');
  });

  it('reports invalid input as 400 with the failing field', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { username: 'ab' } }));
    const response = await server.inject({ method: 'GET', url: `/trpc/validated?input=${input}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.json.data.fieldErrors).toEqual({ username: [{ code: 'fieldTooShort', params: { field: { field: 'username' }, count: 3 } }] });
  });
});
