import pg from 'pg';
import type { CapturedQuery } from './captured-sql.ts';

/** EXPLAIN (ANALYZE, BUFFERS) of each statement an endpoint runs, with the very parameters it ran with. */
export async function explainQueries(connectionString: string, queries: CapturedQuery[]): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const plans: string[] = [];
    for (const query of queries) {
      // Writes (a session's renewal) are explained without running them.
      const analyze = /^\s*select|^\s*with/i.test(query.sql) ? 'analyze, buffers' : 'costs';
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (${analyze}) ${query.sql}`, query.parameters as unknown[]);
      plans.push(`${query.sql.replace(/\s+/g, ' ').trim().slice(0, 160)}…\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
    return plans;
  } finally {
    await client.end();
  }
}
