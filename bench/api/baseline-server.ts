import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import pg from 'pg';
import type { CapturedQuery } from './captured-sql.ts';

/**
 * A baseline, in a process of its own as AdFleet is: a bare Fastify app answering each bench URL with the JSON
 * AdFleet gave for it (serialized per request, as any app does), and in `pg` mode first running the SQL AdFleet runs
 * for it, statement by statement, through a plain `pg` pool of AdFleet's size. `node baseline-server.ts <config.json>`; prints the port.
 */
export interface BaselineConfig {
  mode: 'json' | 'pg';
  connectionString?: string;
  routes: Array<{ method: 'GET' | 'POST'; url: string; body: unknown; queries: CapturedQuery[] }>;
}

const config = JSON.parse(await readFile(process.argv[2] ?? '', 'utf8')) as BaselineConfig;
const pool = config.mode === 'pg' ? new pg.Pool({ connectionString: config.connectionString, max: 10 }) : undefined;
const routes = new Map(config.routes.map((route) => [`${route.method} ${route.url}`, route]));
const server = Fastify({ logger: false });
server.route({
  method: ['GET', 'POST'],
  url: '/*',
  handler: async (request, reply) => {
    const route = routes.get(`${request.method} ${request.url}`);
    if (!route) return reply.status(404).send({ error: 'not a bench route' });
    // One after another, as the plainest app would: under 50 connections the pool is the limit either way, and a
    // request holds one connection at a time instead of queueing behind everyone else's parallel queries.
    if (pool) for (const query of route.queries) await pool.query(query.sql, query.parameters as unknown[]);
    return route.body;
  },
});
const address = await server.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${new URL(address).port}\n`);
process.on('SIGTERM', () => {
  void server.close().then(() => pool?.end()).then(() => process.exit(0));
});
