import { formatReport, runScaleOut } from './scale-run.ts';
import { SCALE_PLANS } from './scale-plan.ts';

/**
 * bench/scale: 2 server and 3 worker processes on one PostgreSQL take about 1,000 clone and sync jobs while workers
 * are SIGKILLed and replaced; prints throughput, pickup and the spread over workers. `pnpm bench:scale` (full), or
 * `--short` for the CI-sized run the integration test makes.
 */
const plan = process.argv.includes('--short') ? SCALE_PLANS.short : SCALE_PLANS.full;
const report = await runScaleOut(plan, { timeoutMs: 15 * 60_000 });
process.stdout.write(`\n${formatReport(report)}\n`);
const { findings } = report;
const failed = findings.sandboxMismatches.length + findings.auditMismatches.length + (findings.cloneTargets.total - findings.cloneTargets.succeeded) + (findings.syncRuns.total - findings.syncRuns.succeeded);
if (failed > 0) {
  process.stdout.write(`${[...findings.sandboxMismatches, ...findings.auditMismatches].slice(0, 20).join('\n')}\n`);
  process.exitCode = 1;
}
