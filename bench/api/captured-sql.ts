import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { callerScopeOf } from '../../packages/core/src/auth/caller-scope.ts';
import { validateSessionToken } from '../../packages/core/src/auth/session-service.ts';
import { listCampaigns } from '../../packages/core/src/campaigns/campaign-service.ts';
import { dashboardSummary } from '../../packages/core/src/dashboard/dashboard-service.ts';
import { reportScopeOf } from '../../packages/core/src/reports/report-scope.ts';
import { runReport } from '../../packages/core/src/reports/report-service.ts';
import type { Database } from '../../packages/db/src/schema.ts';
import { type Endpoint, RANGE } from './endpoints.ts';

export type CapturedQuery = Pick<CompiledQuery, 'sql' | 'parameters'>;

/**
 * The SQL each database-backed endpoint runs, recorded by calling the same core services AdFleet's procedures call
 * (session check first, as the protected procedures do, in the session's current workspace) on a Kysely that logs
 * every query. The bare+pg baseline replays exactly these statements; `--explain` explains them.
 */
export async function captureQueries(connectionString: string, session: { token: string }, list: Endpoint[]): Promise<Map<string, CapturedQuery[]>> {
  let recorded: CapturedQuery[] = [];
  const pool = new pg.Pool({ connectionString, max: 4 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      recorded.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const now = new Date();
  const signedIn = await validateSessionToken(db, session.token, now);
  if (!signedIn) throw new Error('the bench session is not valid');
  const scope = callerScopeOf(signedIn, undefined);
  const services: Record<string, () => Promise<unknown>> = {
    'campaigns first page': () => listCampaigns(db, scope, { limit: 50 }, now),
    'auth/me': async () => undefined,
    'dashboard summary': () => dashboardSummary(db, scope, { ...RANGE, platform: 'all' }, now),
    'reports by campaign': () => runReport(db, reportScopeOf(scope), { ...RANGE, platform: 'all', groupBy: 'campaign', sortBy: 'spend', sortDir: 'desc' }, now),
    'reports by day': () => runReport(db, reportScopeOf(scope), { ...RANGE, platform: 'all', groupBy: 'day', sortBy: 'name', sortDir: 'asc' }, now),
  };
  const captured = new Map<string, CapturedQuery[]>();
  try {
    for (const endpoint of list) {
      const service = services[endpoint.name];
      if (!service) continue;
      recorded = [];
      if (!(await validateSessionToken(db, session.token, now))) throw new Error('the bench session is not valid');
      await service();
      captured.set(endpoint.name, recorded);
    }
  } finally {
    await db.destroy();
  }
  return captured;
}
