import { planCloneSteps } from '@adfleet/db';
import type { GraphParams } from '../../graph/index.ts';
import { warn, stepKey } from '../clone-run.ts';
import { succeedTargetIn } from '../clone-target-outcome.ts';
import { planTikTokClone } from './tiktok-clone-plan.ts';
import { reconcileTikTokUnknown } from './tiktok-clone-reconcile.ts';
import type { TikTokRun } from './tiktok-clone-run.ts';
import { createTikTokSteps } from './tiktok-clone-send.ts';

/**
 * One attempt at a target advertiser: plan, record the plan, settle the steps a crash left "sent", create what is
 * missing, and end the target succeeded in the transaction that lists its new campaign. Returns the objects created.
 */
export async function cloneIntoTikTokTarget(run: TikTokRun): Promise<number> {
  const { target } = run;
  const plan = planTikTokClone({
    snapshot: run.snapshot,
    target: { advertiserId: run.act, campaignName: target.campaign_name, budgetMinor: target.budget_minor, currency: target.currency },
    request: run.request,
    now: run.deps.now(),
  });
  for (const warning of plan.warnings) warn(run, warning);
  const planned = await planCloneSteps(run.deps.db, target.id, plan.steps.map(({ kind, sourceId, name }) => ({ kind, sourceId, name })));
  for (const step of planned) run.steps.set(stepKey(step.kind, step.source_id), step);
  await reconcileTikTokUnknown(run);
  const campaign = plan.steps.find((spec) => spec.kind === 'campaign')?.params ?? {};
  await createTikTokSteps(run, plan.steps, (trx) => succeedTargetIn(trx, run, campaignRowParams(campaign, target.budget_minor)));
  return [...run.steps.values()].filter((step) => step.kind !== 'image').length;
}

/** The new campaign as the campaigns row lists it, in the same neutral words (paused, budget in minor units) as Meta's. */
function campaignRowParams(sent: GraphParams, budgetMinor: number | string | null): GraphParams {
  const budget = sent.budget_mode === 'BUDGET_MODE_DAY' ? { daily_budget: Number(budgetMinor) } : sent.budget_mode === 'BUDGET_MODE_TOTAL' ? { lifetime_budget: Number(budgetMinor) } : {};
  return { name: String(sent.campaign_name), objective: String(sent.objective_type), status: 'PAUSED', ...budget };
}
