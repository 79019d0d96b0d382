import { addDays } from '../../packages/core/src/dates/day.ts';
import { REPORT_ROWS_STEP } from '../../packages/core/src/reports/report-options.ts';
import { SEED_LAST_DAY, SEED_PASSWORD, type PlannedUser } from '../seed/seed-plan.ts';

export interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Signed in with the bench user's bearer token. */
  authenticated: boolean;
  /** What a caller relies on in the answer; throws when it is not there. */
  check(body: unknown): void;
}

/** 90 days ending on the seed's last day: the dashboard's and Reports' range over every generated insight row. */
export const RANGE = { from: addDays(SEED_LAST_DAY, -89), to: SEED_LAST_DAY };

const trpcGet = (procedure: string, input: unknown) => `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
const trpcData = (body: unknown) => (body as { result: { data: { json: Record<string, unknown> } } }).result.data.json;

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(`unexpected answer: ${what}`);
}

/** The calls issue 14 names, as the web app and the spec's REST clients make them. */
export function endpoints(user: PlannedUser & { accounts: number }): Endpoint[] {
  return [
    {
      name: 'campaigns first page',
      method: 'GET',
      path: '/api/campaigns?limit=50',
      authenticated: true,
      check: (body) => {
        const page = body as { items: Array<{ id: string; spend: number }>; nextCursor: string | null };
        expect(page.items.length === 50 && typeof page.nextCursor === 'string', 'a first page of 50 campaigns with a cursor');
      },
    },
    {
      name: 'auth/me',
      method: 'GET',
      path: '/api/auth/me',
      authenticated: true,
      check: (body) => expect((body as { username?: string }).username === user.username, 'the signed-in user'),
    },
    {
      name: 'credentials status',
      method: 'GET',
      path: '/api/facebook-credentials-status',
      authenticated: false,
      check: (body) => expect(typeof (body as { configured?: unknown }).configured === 'boolean', 'configured: boolean'),
    },
    {
      name: 'dashboard summary',
      method: 'GET',
      path: trpcGet('dashboard.summary', { ...RANGE, platform: 'all' }),
      authenticated: true,
      check: (body) => {
        const summary = trpcData(body) as { accountCount: number; currencies: unknown[]; daily: unknown[] };
        expect(summary.accountCount === user.accounts && summary.currencies.length > 0 && summary.daily.length > 0, `figures of all ${user.accounts} accounts`);
      },
    },
    {
      name: 'reports by campaign',
      method: 'GET',
      path: trpcGet('reports.run', { ...RANGE, platform: 'all', groupBy: 'campaign', sortBy: 'spend', sortDir: 'desc' }),
      authenticated: true,
      check: (body) => {
        const report = trpcData(body) as { rows: unknown[]; rowCount: number; daily: unknown[] };
        expect(report.rows.length > 0 && report.rowCount >= report.rows.length && report.daily.length > 0, 'report rows, their count and a daily series');
      },
    },
    {
      name: 'reports by day',
      method: 'GET',
      path: trpcGet('reports.run', { ...RANGE, platform: 'all', groupBy: 'day', sortBy: 'name', sortDir: 'asc' }),
      authenticated: true,
      check: (body) => {
        const report = trpcData(body) as { rows: unknown[]; rowCount: number };
        // One row per day and currency; the page shows the first REPORT_ROWS_STEP of them.
        expect(report.rows.length > 0 && report.rows.length === Math.min(report.rowCount, REPORT_ROWS_STEP), 'one row per day and currency');
      },
    },
    {
      name: 'sign-in',
      method: 'POST',
      path: '/api/auth/login',
      body: JSON.stringify({ username: user.username, password: SEED_PASSWORD }),
      authenticated: false,
      check: (body) => expect(typeof (body as { token?: unknown }).token === 'string', 'a session token'),
    },
  ];
}
