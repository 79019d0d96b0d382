import { openSeededDatabase } from './seeded-database.ts';
import { biggestUser } from './seed-plan.ts';

/**
 * `pnpm bench:seed [--short] [--url postgres://…]`: generates issue 14's realistic database (1/100 of it with
 * --short) and reports how long each step took. With --url it fills that database (migrated first; it must hold no
 * users or campaigns) and leaves it there; without, it fills a fresh database on the test PostgreSQL and drops it.
 */
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const short = process.argv.includes('--short');
const url = argument('--url');
if (process.argv.includes('--url') && !url?.startsWith('postgres')) throw new Error('--url takes a postgres:// connection string');

const log = (line: string) => process.stdout.write(`${line}\n`);
log(`bench:seed, ${short ? 'short (1/100)' : 'full'} scale${url ? ', into the given database' : ''}`);
const seeded = await openSeededDatabase({ short, ...(url ? { url } : {}), onStep: (line) => log(`  ${line}`) });
try {
  const big = biggestUser(seeded.plan);
  log(`rows: ${Object.entries(seeded.report?.counts ?? {}).map(([table, count]) => `${table} ${count.toLocaleString('en-US')}`).join(', ')}`);
  log(`biggest agency: ${big.username} with ${big.accounts} ad accounts and ${big.campaigns.toLocaleString('en-US')} campaigns (password ${'fleet-bench-2931'})`);
  log(`took ${((seeded.report?.timings.total ?? 0) / 1000).toFixed(1)} s`);
} finally {
  if (!url) await seeded.close();
}
