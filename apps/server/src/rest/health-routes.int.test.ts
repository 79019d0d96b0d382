import { createDatabase } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testConfig } from '@adfleet/test-support/test-server';
import { startTestWorker } from '@adfleet/test-support/test-worker';

describe('health and diagnostics endpoints', () => {
  const database = useTestDatabase();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ connectionString: database().connectionString });
  });
  afterAll(() => server.close());
  const get = (url: string) => server.app.server.inject({ method: 'GET', url });

  it('GET /api/health/database reports a connected database', async () => {
    const response = await get('/api/health/database');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ healthy: true, message: 'Database is connected' });
  });

  it('GET /api/health/auth reports the authentication service running', async () => {
    const response = await get('/api/health/auth');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ healthy: true, message: 'Authentication service is running' });
  });

  it('GET /api/facebook-credentials-status names the missing settings in sandbox mode', async () => {
    const response = await get('/api/facebook-credentials-status');
    expect(response.json()).toEqual({ configured: false, missingKeys: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'] });
  });

  it('writes the message in the request language, and sends its code over tRPC', async () => {
    const spanish = await server.app.server.inject({ method: 'GET', url: '/api/health/database', headers: { 'accept-language': 'es-CO,es;q=0.9' } });
    expect(spanish.json()).toEqual({ healthy: true, message: 'La base de datos está conectada' });
    const response = await get('/trpc/health.database');
    expect(response.json()).toEqual({ result: { data: { json: { healthy: true, message: { code: 'healthDatabaseConnected', params: {} } } } } });
  });

  it('GET /api/health/worker says no worker runs when none does', async () => {
    const response = await get('/api/health/worker');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ healthy: false, message: 'No worker is running', activeWorkers: 0, pickupMs: null });
  });

  it('GET /api/health/worker sees a running worker pick up its ping job', async () => {
    const worker = await startTestWorker({ connectionString: database().connectionString, config: testConfig() });
    try {
      const response = await get('/api/health/worker');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ healthy: true, activeWorkers: 1 });
      expect(body.pickupMs).toBeGreaterThanOrEqual(0);
      expect(Date.parse(body.lastHeartbeatAt)).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      await worker.stop();
    }
  });
});

describe('health endpoints when things are wrong', () => {
  const database = useTestDatabase();

  it('report a database that stopped answering as unhealthy, with 503', async () => {
    const unreachable = createDatabase('postgres://postgres:x@127.0.0.1:1/none', { maxConnections: 1 });
    const server = await startTestServer({ connectionString: database().connectionString, db: unreachable.db });
    try {
      const database = await server.app.server.inject({ method: 'GET', url: '/api/health/database' });
      expect(database.statusCode).toBe(503);
      expect(database.json()).toEqual({ healthy: false, message: 'Database connection issue' });
      const auth = await server.app.server.inject({ method: 'GET', url: '/api/health/auth' });
      expect(auth.json()).toEqual({ healthy: false, message: 'Authentication service issue' });
    } finally {
      await server.close();
      await unreachable.destroy();
    }
  });

  it('report auth as unhealthy without a usable token encryption key', async () => {
    const server = await startTestServer({
      connectionString: database().connectionString,
      config: testConfig({ tokenEncryptionKeyLoaded: false }),
    });
    try {
      const response = await server.app.server.inject({ method: 'GET', url: '/api/health/auth' });
      expect(response.statusCode).toBe(503);
    } finally {
      await server.close();
    }
  });

  it('report Facebook as configured, and Meta mode, when the app id and secret are set', async () => {
    const config = testConfig({}, { FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 'shh' });
    const server = await startTestServer({ connectionString: database().connectionString, config });
    try {
      const status = await server.app.server.inject({ method: 'GET', url: '/api/facebook-credentials-status' });
      expect(status.json()).toEqual({ configured: true, missingKeys: [] });
      const info = await server.app.server.inject({ method: 'GET', url: '/trpc/system.info' });
      expect(info.json().result.data.json).toEqual({ mode: 'meta', version: 'test' });
      expect(status.body).not.toContain('shh');
    } finally {
      await server.close();
    }
  });
});
