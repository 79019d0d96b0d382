import { planCloneSteps } from '@adfleet/db';
import { recordLatestUsage } from '../ad-accounts/account-usage-recorder.ts';
import { planClone } from './clone-plan.ts';
import { reconcileUnknown } from './clone-reconcile.ts';
import { type Run, stepKey, warn } from './clone-run.ts';
import { checkTarget } from './clone-target-check.ts';
import { succeedTargetIn } from './clone-target-outcome.ts';
import { createInWaves } from './clone-wave-send.ts';

/**
 * One attempt at a Meta ad account: check what it may use, plan, record the plan, reconcile the steps a crash left
 * "sent", create the rest in waves, and end the target in the transaction of its last recorded steps.
 */
export async function cloneIntoMetaTarget(run: Run): Promise<number> {
  const { snapshot, target } = run;
  const remap = await checkTarget(run);
  const plan = planClone({
    snapshot,
    target: { campaignName: target.campaign_name, budgetMinor: target.budget_minor, currency: target.currency },
    request: run.request,
    remap,
    now: run.deps.now(),
  });
  for (const warning of plan.warnings) warn(run, warning);
  const planned = await planCloneSteps(run.deps.db, target.id, plan.steps.map(({ kind, sourceId, name }) => ({ kind, sourceId, name })));
  for (const step of planned) run.steps.set(stepKey(step.kind, step.source_id), step);
  await reconcileUnknown(run);

  // The target ends in the same transaction as the last steps it records, and its campaign is listed.
  const campaignParams = plan.steps.find((spec) => spec.kind === 'campaign')?.params ?? {};
  await createInWaves(run, plan.steps, async (trx) => {
    await recordLatestUsage(trx, run.deps.graph, run.account);
    await succeedTargetIn(trx, run, campaignParams);
  });
  return [...run.steps.values()].filter((step) => step.kind !== 'image').length;
}
