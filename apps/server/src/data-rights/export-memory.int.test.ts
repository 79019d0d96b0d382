import { spawn } from 'node:child_process';
import path from 'node:path';
import { type SeededUser, seedUserData, useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { inheritedEnvironment } from '../env.ts';
import type { ExportChildOptions, ExportChildReport } from './export-child.ts';

const CHILD = path.resolve(import.meta.dirname, 'export-child.ts');
/** A long-running agency account's insights: far more text than the child's whole heap may hold. */
const INSIGHT_ROWS = 250_000;
/** The child's old space: the modules (about 40 MB of heap) and one page of rows fit with room to spare; the whole export does not. */
const HEAP_MEGABYTES = 64;

interface ChildOutcome {
  code: number | null;
  report?: ExportChildReport;
  stderr: string;
}

function runExport(options: ExportChildOptions): Promise<ChildOutcome> {
  const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MEGABYTES}`, CHILD, JSON.stringify(options)], { env: inheritedEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr, report: code === 0 ? (JSON.parse(stdout.trim()) as ExportChildReport) : undefined })),
  );
}

describe('an export far larger than the heap (issue 14: memory stays flat under any export)', () => {
  const database = useTestDatabase();
  let seeded: SeededUser;

  beforeAll(async () => {
    const db = database().db;
    seeded = await seedUserData(db, 'big');
    const campaign = await db.selectFrom('campaigns').select('id').where('ad_account_id', '=', seeded.adAccountId).executeTakeFirstOrThrow();
    // One campaign's daily insights over many years, fetched through the same cursor as an agency's many campaigns.
    await sql`
      insert into campaign_insights_daily (ad_account_id, campaign_id, date, spend, impressions, clicks, conversions, conversion_value)
      select ${seeded.adAccountId}, ${campaign.id}, date '1200-01-01' + i, 12.5 + i % 100, 1000 + i, 10 + i % 7, i % 3, 20.25
      from generate_series(0, ${INSIGHT_ROWS - 1}) as i`.execute(db);
  });

  it('is more than the heap holds when built whole, as the routes used to (the control)', async () => {
    const outcome = await runExport({ connectionString: database().connectionString, userId: seeded.userId, workspaceId: seeded.workspaceId, mode: 'whole' });
    expect(outcome.code, outcome.stderr.slice(-400)).not.toBe(0);
    expect(outcome.stderr).toMatch(/heap out of memory/i);
  }, 120_000);

  for (const mode of ['personal', 'workspace'] as const) {
    it(`streams the ${mode} export whole in that heap`, async () => {
      const outcome = await runExport({ connectionString: database().connectionString, userId: seeded.userId, workspaceId: seeded.workspaceId, mode });
      expect(outcome.code, outcome.stderr.slice(-400)).toBe(0);
      const { bytes } = outcome.report!;
      // Every insight row went out (each is well over 200 bytes of text), and the file outgrew the heap it was made in:
      // had any part of the process held it whole, V8 would have ended it as it ends the control.
      expect(bytes).toBeGreaterThan(INSIGHT_ROWS * 200);
      expect(bytes).toBeGreaterThan(HEAP_MEGABYTES * 1024 * 1024);
    }, 120_000);
  }
});
