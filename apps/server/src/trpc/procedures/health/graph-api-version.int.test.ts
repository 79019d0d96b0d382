import { useTestDatabase } from '@adfleet/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testConfig } from '@adfleet/test-support/test-server';

describe('health.graphApiVersion, the version watch of /auth-diagnostics', () => {
  const database = useTestDatabase();
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** The procedure as the page calls it, anonymously over tRPC, from a server whose clock reads `now`. */
  async function askAt(now: string, config = testConfig()) {
    await server?.close();
    server = await startTestServer({ connectionString: database().connectionString, config, now: () => new Date(now) });
    const response = await server.app.server.inject({ method: 'GET', url: '/trpc/health.graphApiVersion' });
    expect(response.statusCode).toBe(200);
    return response.json().result.data.json;
  }

  it('names the version the server calls, v27.0, whose expiry Meta has not announced: no warning', async () => {
    expect(await askAt('2026-12-06T12:00:00Z')).toEqual({ version: 'v27.0', released: '2026-11-04', expires: null, daysLeft: null, state: 'current' });
  });

  it('warns by the server’s clock from 60 days before a pinned version expires, and says when it has', async () => {
    const onV25 = () => testConfig({ meta: { ...testConfig().meta, graphVersion: 'v25.0' } });
    expect(await askAt('2026-12-24T12:00:00Z', onV25())).toMatchObject({ version: 'v25.0', expires: '2027-02-23', daysLeft: 61, state: 'current' });
    expect(await askAt('2026-12-25T12:00:00Z', onV25())).toMatchObject({ daysLeft: 60, state: 'expiring' });
    expect(await askAt('2027-02-23T00:00:00Z', onV25())).toMatchObject({ daysLeft: 0, state: 'expired' });
  });
});
