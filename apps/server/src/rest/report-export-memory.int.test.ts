import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@adfleet/test-support/free-port';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, startTestServer, type TestServer, testDeps } from '@adfleet/test-support/test-server';

// A collection on demand, so what is measured is memory still held, not garbage waiting for the collector.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const ROWS = 100_000;

/** The app's clock: the exported month is always in the past. */
const NOW = new Date('2026-12-01T12:00:00Z');

describe('GET /api/reports/export.csv with 100,000 rows', () => {
  const database = useTestDatabase();
  let server: TestServer;
  let baseUrl: string;
  let token: string;

  beforeAll(async () => {
    const db = database().db;
    server = await startTestServer({ connectionString: database().connectionString, now: () => NOW });
    const port = await freePort();
    await server.app.start({ port, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${port}`;
    const registered = await callerAs({ ...testDeps(db), now: () => NOW }, undefined, '10.7.0.1').auth.register({ username: 'bulk-exporter', email: 'bulk@example.com', password: TEST_PASSWORD });
    token = registered.token;
    const workspaceId = await workspaceOf(db, registered.user.id);
    const connection = await db
      .insertInto('platform_connections')
      .values({ workspace_id: workspaceId, connected_by: registered.user.id, platform_id: 1, external_user_id: 'bulk', external_user_name: null, access_token_ciphertext: 'v1:unused', token_expires_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = await db
      .insertInto('ad_accounts')
      .values({ workspace_id: workspaceId, connection_id: connection.id, platform_id: 1, ad_account_id: 'act_bulk', name: 'Bulk, "quoted" account', status: 'ACTIVE', currency: 'USD', timezone_name: 'UTC', business_id: null, business_name: null, min_daily_budget: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Every tenth name starts like a formula and holds a comma, a quote and a line break: the escaping runs at scale too.
    await sql`
      insert into ad_sets (workspace_id, ad_account_id, external_id, name, status)
      select ${workspaceId}, ${account.id}, 'as-' || n, case when n % 10 = 0 then '=HYPERLINK("x", ' || n || E')\nset' else 'Ad set ' || n end, 'ACTIVE'
      from generate_series(1, ${ROWS}) as n`.execute(db);
    await sql`
      insert into adset_insights_daily (ad_account_id, ad_set_id, date, spend, impressions, clicks, conversions, conversion_value)
      select s.ad_account_id, s.id, date '2026-11-01', (substr(s.external_id, 4)::int % 997) + 0.25, 1000, 10, 1, 5
      from ad_sets s where s.ad_account_id = ${account.id}`.execute(db);
  }, 120_000);
  afterAll(() => server.close());

  it('streams every row with memory far below the file’s size', async () => {
    collect();
    const baseline = process.memoryUsage().heapUsed;
    const response = await fetch(`${baseUrl}/api/reports/export.csv?from=2026-11-01&to=2026-11-30&groupBy=adset&sortBy=spend&sortDir=desc`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let bytes = 0;
    let lineBreaks = 0;
    let peakHeld = 0;
    let nextCheck = 10_000;
    let firstChunk = '';
    let carried = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      const text = decoder.decode(value, { stream: true });
      if (firstChunk.length < 4000) firstChunk += text;
      // A chunk may end between a line's \r and its \n: the \r is carried into the next chunk's count.
      lineBreaks += (carried + text).split('\r\n').length - 1;
      carried = text.endsWith('\r') ? '\r' : '';
      if (lineBreaks >= nextCheck) {
        nextCheck += 10_000;
        collect();
        peakHeld = Math.max(peakHeld, process.memoryUsage().heapUsed - baseline);
      }
    }
    // A header line, then one line per ad set; the names' own line breaks are inside quotes and are bare \n.
    expect(lineBreaks).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(5_000_000);
    // Holding the rows would take more than the file itself (measured: ~1.9 MB held for a ~8.9 MB file).
    expect(peakHeld).toBeLessThan(bytes / 3);
    expect(firstChunk).toContain('Ad set ID,Ad set,Campaign ID,Campaign,Ad account ID,Ad account,Platform,Start date,End date,Currency,Spend');
    expect(firstChunk).toMatch(/\r\nas-\d+,Ad set \d+,,,act_bulk,"Bulk, ""quoted"" account",Facebook,2026-11-01,2026-11-30,USD,996\.25,996\.25,1000,10,1\.00,/);
  }, 120_000);
});
