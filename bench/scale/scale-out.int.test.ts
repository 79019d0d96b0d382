import { describe, expect, it } from 'vitest';
import { faultTrialsMode } from '../../apps/server/src/trials/env.ts';
import { formatReport, runScaleOut } from './scale-run.ts';
import { plannedJobs, SCALE_OUT, SCALE_PLANS } from './scale-plan.ts';

const FULL = faultTrialsMode === 'full';

/**
 * The scale-out run in its CI size (`pnpm test:full` and `pnpm bench:scale` run the full one): 2 server and 3 worker processes on one
 * PostgreSQL take about 100 clone and sync jobs, requests alternating between the servers, while one worker is
 * SIGKILLed mid-work and replaced. Correctness only: nothing lost, nothing harmful run twice, work on every worker,
 * sessions and OAuth not tied to one server. Timings are printed, never asserted.
 */
describe(`scale-out on PostgreSQL (${faultTrialsMode})`, () => {
  it('finishes every clone and sync once across 2 servers and 3 workers while a worker is killed', async () => {
    const plan = SCALE_PLANS[faultTrialsMode];
    const report = await runScaleOut(plan, SCALE_OUT, { timeoutMs: FULL ? 600_000 : 150_000 });
    console.info(formatReport(report));
    const { findings } = report;
    const planned = plannedJobs(plan);

    // Nothing lost: every job sent completed (none failed, none left queued), every clone target and sync run succeeded.
    expect(Object.keys(findings.jobStates)).toEqual(['completed']);
    expect(findings.jobsByName['clone.account']).toBe(planned.clones);
    expect(findings.cloneTargets).toEqual({ total: planned.clones, succeeded: planned.clones });
    expect(findings.syncRuns.succeeded).toBe(findings.syncRuns.total);
    expect((findings.jobsByName['sync.connection'] ?? 0) + (findings.jobsByName['sync.ad_account'] ?? 0)).toBeGreaterThanOrEqual(planned.syncJobs);

    // Nothing harmful twice: each clone's campaign once in its account with its whole tree, one outcome audit row each.
    expect(findings.sandboxMismatches).toEqual([]);
    expect(findings.auditMismatches).toEqual([]);

    // The kill landed on work in flight, which another attempt then finished.
    expect(report.kills).toHaveLength(plan.kills);
    expect(findings.retriedJobs).toBeGreaterThan(0);

    // Spread: each of the three first workers completed jobs, and every completed job names one of ours.
    const ours = new Set(report.workerSlots.flat());
    expect(Object.keys(findings.completedByWorker).every((workerId) => ours.has(workerId))).toBe(true);
    for (const slot of report.workerSlots.slice(0, SCALE_OUT.workers)) expect(findings.completedByWorker[slot[0] ?? ''] ?? 0).toBeGreaterThan(0);

    // Nothing sticky: an OAuth flow begun on server A finished on B, and B took A's XSRF token (and refused its absence).
    for (const proof of report.crossServer) expect(proof).toEqual({ connectLanded: '/dashboard/success', xsrfEchoed: 200, xsrfMissing: 403 });
  }, FULL ? 900_000 : 300_000);
});
