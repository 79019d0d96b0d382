import { formatReport, runScaleOut, type ScaleReport } from './scale-run.ts';
import { BASELINE, SCALE_OUT, SCALE_PLANS } from './scale-plan.ts';

/**
 * bench/scale: 2 server and 3 worker processes on one PostgreSQL take about 1,000 clone and sync jobs while workers
 * are SIGKILLed and replaced; prints throughput, pickup and the spread over workers, beside the same jobs run in the
 * same process by 1 server and 1 worker with no kill (the baseline). `pnpm bench:scale` (full), or `--short` for the
 * CI-sized run the integration test makes, without the baseline (`--no-baseline` leaves it out of a full run too).
 */
const short = process.argv.includes('--short');
const plan = short ? SCALE_PLANS.short : SCALE_PLANS.full;
const timeoutMs = 20 * 60_000;
const log = (text: string) => process.stdout.write(`${text}\n`);

const failures = (report: ScaleReport) => {
  const { findings } = report;
  return [
    ...findings.sandboxMismatches,
    ...findings.auditMismatches,
    ...(findings.cloneTargets.succeeded < findings.cloneTargets.total ? [`${findings.cloneTargets.total - findings.cloneTargets.succeeded} clone targets not succeeded`] : []),
    ...(findings.syncRuns.succeeded < findings.syncRuns.total ? [`${findings.syncRuns.total - findings.syncRuns.succeeded} sync runs not succeeded`] : []),
    ...(Object.keys(findings.jobStates).some((state) => state !== 'completed') ? [`jobs not completed: ${JSON.stringify(findings.jobStates)}`] : []),
  ];
};

const baseline = short || process.argv.includes('--no-baseline') ? undefined : await runScaleOut({ ...plan, kills: 0 }, BASELINE, { timeoutMs });
if (baseline) log(`\n${formatReport(baseline)}`);
const report = await runScaleOut(plan, SCALE_OUT, { timeoutMs });
log(`\n${formatReport(report)}`);
if (baseline) {
  const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
  const pickups = Object.entries(report.findings.pickupMs).map(([name, pickup]) => `${name} ${ratio(pickup.p50, baseline.findings.pickupMs[name]?.p50 ?? Number.NaN)}`);
  log(
    `\n2 servers + 3 workers with ${report.kills.length} kills vs 1 server + 1 worker without: throughput ${ratio(report.findings.throughputPerSecond, baseline.findings.throughputPerSecond)}, ` +
      `wall time ${ratio(report.findings.wallSeconds, baseline.findings.wallSeconds)}, pickup p50 ${pickups.join(', ')}`,
  );
}
const problems = [...(baseline ? failures(baseline) : []), ...failures(report)];
if (problems.length > 0) {
  log(problems.slice(0, 20).join('\n'));
  process.exitCode = 1;
}
