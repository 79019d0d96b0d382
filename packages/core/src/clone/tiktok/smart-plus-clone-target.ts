import { type CloneStepRow, markCloneStepsCreated, markCloneStepsPlanned, markCloneStepsSent, planCloneSteps, recordedCloneIds, replanCloneSteps, settleUnknownCloneSteps } from '@adfleet/db';
import { userMessage } from '../../messages/index.ts';
import { TikTokApiError } from '../../tiktok/tiktok-error.ts';
import { CloneRefused, CloneWaits, type Run, stepKey, stepOf, succeedTargetIn, warn } from '../clone-run.ts';
import type { SmartPlusCloneSnapshot } from './smart-plus-clone-source.ts';
import { planSmartPlusCopy, smartPlusOptionsSnapshot } from './smart-plus-copy-plan.ts';

/** A target's copy of an Upgraded Smart+ campaign, which TikTok makes itself within the source's advertiser. */
type SmartPlusRun = Run<SmartPlusCloneSnapshot>;

/** TikTok asks to wait about five minutes before checking a copy: checks follow at half the time waited so far, 5 s to 5 min apart. */
const CHECK_DELAY_MS = { min: 5_000, max: 300_000 };
/** A copy still running after this long is given up on (TikTok's take minutes). */
const COPY_PATIENCE_MS = 3_600_000;
/** TikTok's error for an answer without the task or campaign it should hold. */
const UNEXPECTED_ANSWER = 50_000;

interface CopyResult {
  campaign_id?: string;
  campaign_error_infos?: string[];
  adgroup_result_list?: Array<{ adgroup_id?: string; adgroup_error_list?: string[]; ad_result_list?: Array<{ smart_plus_ad_id?: string; is_success?: boolean; ad_error_list?: string[] }> }>;
}

interface TaskCheck {
  task_status: 'RUNNING' | 'SUCCESS' | 'FAILURE';
  task_result?: CopyResult;
}

/**
 * TikTok's idempotency key for the copy (a 64-bit integer as text): the same while one request for it is out, a new one
 * once the step is planned again (after a copy that made nothing, or an answer found lost), so TikTok copies anew.
 */
const requestIdOf = (step: CloneStepRow) => BigInt.asUintN(63, BigInt(`0x${step.id.replace(/-/g, '').slice(0, 15)}`) ^ BigInt(step.updated_at.getTime())).toString();

/**
 * One attempt at copying a Smart+ campaign into its own advertiser: the copy task asked for once (recorded before and
 * after the call, so it is never asked twice), then checked; while TikTok is still copying, the target is queued
 * again for a later check. Once done, the new campaign, ad groups and ads are recorded (in the order they were asked)
 * and the target succeeds; errors TikTok reports fail it with TikTok's words, the objects it made recorded.
 */
export async function copySmartPlusIntoTarget(run: SmartPlusRun): Promise<number> {
  const { target, snapshot, deps } = run;
  // The start refuses another advertiser; a job never copies across, whatever asked it.
  if (run.act !== snapshot.sourceAdvertiserId) throw new CloneRefused(userMessage('preflightSmartPlusOtherAdvertiser', { account: target.account_name }));
  const kept = smartPlusOptionsSnapshot(snapshot, run.request.options);
  const sourceId = snapshot.campaign.campaign_id;
  const planned = await planCloneSteps(deps.db, target.id, [
    { kind: 'copy_task', sourceId, name: target.campaign_name },
    { kind: 'campaign', sourceId, name: target.campaign_name },
    ...kept.adgroups.map((adgroup) => ({ kind: 'adset' as const, sourceId: adgroup.adgroup_id, name: adgroup.adgroup_name })),
    ...kept.ads.map((ad) => ({ kind: 'ad' as const, sourceId: ad.smart_plus_ad_id, name: ad.ad_name })),
  ]);
  for (const step of planned) run.steps.set(stepKey(step.kind, step.source_id), step);
  const plan = planSmartPlusCopy({
    snapshot,
    target: { advertiserId: run.act, campaignName: target.campaign_name, budgetMinor: target.budget_minor, currency: target.currency },
    request: run.request,
    now: deps.now(),
    requestId: requestIdOf(stepOf(run, 'copy_task', sourceId)),
  });
  for (const warning of plan.warnings) warn(run, warning);

  // Until every step is recorded, TikTok is asked how its copy went; a retried target whose copy made nothing asks anew.
  if (![...run.steps.values()].every((step) => step.state === 'created')) {
    if (stepOf(run, 'copy_task', sourceId).state === 'sent') await reconcileUnknownCopy(run);
    const task = stepOf(run, 'copy_task', sourceId);
    if (task.state === 'planned') await askForCopy(run, task, plan.body);
    const asked = stepOf(run, 'copy_task', sourceId);
    const campaign = stepOf(run, 'campaign', sourceId);
    // A copy adopted after a lost answer is recorded with its campaign's id: there is no task to check.
    const adopted = campaign.state === 'created' && asked.created_id === campaign.created_id;
    if (!adopted) await checkCopy(run, asked);
  }
  const created = [...run.steps.values()].filter((step) => step.kind !== 'copy_task' && step.state === 'created');
  await deps.db.transaction().execute((trx) =>
    succeedTargetIn(trx, run, { name: target.campaign_name, objective: snapshot.campaign.objective_type, status: 'PAUSED', ...budgetRow(run), smart_plus: true }),
  );
  return created.length;
}

/** The copy's budget as the campaigns row lists it: the target's where the source campaign holds one. */
function budgetRow(run: SmartPlusRun): { daily_budget?: number; lifetime_budget?: number } {
  const { campaign } = run.snapshot;
  const minor = Number(run.target.budget_minor);
  if (campaign.budget_mode === 'BUDGET_MODE_TOTAL') return { lifetime_budget: minor };
  return campaign.budget_optimize_on || campaign.budget_mode === 'BUDGET_MODE_DAY' ? { daily_budget: minor } : {};
}

async function askForCopy(run: SmartPlusRun, task: CloneStepRow, body: Record<string, unknown>): Promise<void> {
  const { deps } = run;
  run.call.signal?.throwIfAborted();
  await markCloneStepsSent(deps.db, [task.id], deps.now());
  run.steps.set(stepKey(task.kind, task.source_id), { ...task, state: 'sent', sent_at: deps.now() });
  const answer = await deps.tiktok.post<{ task_id?: string | number }>('/smart_plus/campaign/copy/task/create/', body, run.call);
  if (answer.task_id === undefined) throw new TikTokApiError(UNEXPECTED_ANSWER, 'TikTok answered the Smart+ copy without a task id');
  await markCloneStepsCreated(deps.db, [{ id: task.id, createdId: String(answer.task_id) }], deps.now());
  run.steps.set(stepKey(task.kind, task.source_id), { ...task, state: 'created', created_id: String(answer.task_id), sent_at: deps.now() });
}

/**
 * The copy was asked for, but its answer (the task id) was lost: the new campaign is looked for by its name among the
 * advertiser's Smart+ campaigns, leaving out the source and those any clone recorded. Found, it is adopted; else the
 * copy is asked for again (TikTok makes its campaign as the task starts, so none found means none asked).
 */
async function reconcileUnknownCopy(run: SmartPlusRun): Promise<void> {
  const { deps, target, snapshot } = run;
  const task = stepOf(run, 'copy_task', snapshot.campaign.campaign_id);
  const campaign = stepOf(run, 'campaign', snapshot.campaign.campaign_id);
  const known = await recordedCloneIds(deps.db, run.act, 'campaign');
  known.add(snapshot.campaign.campaign_id);
  const found = await deps.tiktok.allPages<{ campaign_id: string | number; campaign_name: string }>(
    '/smart_plus/campaign/get/',
    { advertiser_id: run.act, filtering: { campaign_name: target.campaign_name }, fields: ['campaign_id', 'campaign_name'] },
    run.call,
  );
  // TikTok's name filter matches loosely: only the exact name is adopted.
  const match = found.find((item) => item.campaign_name === target.campaign_name && !known.has(String(item.campaign_id)));
  if (!match) {
    await markCloneStepsPlanned(deps.db, [task.id], deps.now());
    run.steps.set(stepKey(task.kind, task.source_id), { ...task, state: 'planned', sent_at: null });
    return;
  }
  const campaignId = String(match.campaign_id);
  await settleUnknownCloneSteps(deps.db, { adopted: [{ id: task.id, createdId: campaignId }, { id: campaign.id, createdId: campaignId }], missing: [] }, deps.now());
  run.steps.set(stepKey(task.kind, task.source_id), { ...task, state: 'created', created_id: campaignId });
  run.steps.set(stepKey(campaign.kind, campaign.source_id), { ...campaign, state: 'created', created_id: campaignId });
}

/**
 * Asks TikTok how the copy went: still running, the target waits (or, past an hour, fails); done, what it made is
 * recorded, and any error it reports fails the target with TikTok's words.
 */
async function checkCopy(run: SmartPlusRun, task: CloneStepRow): Promise<void> {
  const { deps } = run;
  const check = await deps.tiktok.get<TaskCheck>('/smart_plus/campaign/copy/task/check/', { advertiser_id: run.act, task_id: task.created_id ?? '' }, run.call);
  const waited = deps.now().getTime() - (task.sent_at ?? deps.now()).getTime();
  if (check.task_status === 'RUNNING') {
    if (waited > COPY_PATIENCE_MS) throw new CloneRefused(userMessage('cloneSmartPlusCopyUnfinished'));
    throw new CloneWaits(`TikTok is still copying (task ${task.created_id})`, Math.min(CHECK_DELAY_MS.max, Math.max(CHECK_DELAY_MS.min, waited / 2)));
  }
  const result = check.task_result ?? {};
  await recordCopied(run, result);
  const errors = copyErrors(result);
  if (check.task_status === 'SUCCESS' && errors.length === 0 && result.campaign_id) return;
  // TikTok's own words say why; a task that failed without any says its status.
  const detail = errors.join(' ') || check.task_status;
  // A copy that made no campaign is forgotten, so a retry asks TikTok for a new one instead of reading this one again.
  if (!result.campaign_id) {
    await replanCloneSteps(deps.db, [task.id], deps.now());
    throw new CloneRefused(userMessage('cloneSmartPlusCopyFailed', { detail }));
  }
  // One that made a campaign cannot be finished by another copy (that would be a second campaign): the user decides.
  throw new CloneRefused(userMessage('cloneSmartPlusCopyPartial', { detail, campaignId: String(result.campaign_id) }));
}

/** The new campaign, and the ad groups and ads TikTok made, matched to the source's in the order they were asked. */
async function recordCopied(run: SmartPlusRun, result: CopyResult): Promise<void> {
  const kept = smartPlusOptionsSnapshot(run.snapshot, run.request.options);
  const created: Array<{ step: CloneStepRow; createdId: string }> = [];
  if (result.campaign_id) created.push({ step: stepOf(run, 'campaign', run.snapshot.campaign.campaign_id), createdId: String(result.campaign_id) });
  kept.adgroups.forEach((adgroup, index) => {
    const copied = result.adgroup_result_list?.[index];
    if (copied?.adgroup_id) created.push({ step: stepOf(run, 'adset', adgroup.adgroup_id), createdId: String(copied.adgroup_id) });
    kept.ads
      .filter((ad) => ad.adgroup_id === adgroup.adgroup_id)
      .forEach((ad, adIndex) => {
        const copiedAd = copied?.ad_result_list?.[adIndex];
        if (copiedAd?.is_success && copiedAd.smart_plus_ad_id) created.push({ step: stepOf(run, 'ad', ad.smart_plus_ad_id), createdId: String(copiedAd.smart_plus_ad_id) });
      });
  });
  await markCloneStepsCreated(run.deps.db, created.map(({ step, createdId }) => ({ id: step.id, createdId })), run.deps.now());
  for (const { step, createdId } of created) run.steps.set(stepKey(step.kind, step.source_id), { ...step, state: 'created', created_id: createdId });
}

function copyErrors(result: CopyResult): string[] {
  const adgroups = result.adgroup_result_list ?? [];
  return [...new Set([...(result.campaign_error_infos ?? []), ...adgroups.flatMap((adgroup) => [...(adgroup.adgroup_error_list ?? []), ...(adgroup.ad_result_list ?? []).flatMap((ad) => ad.ad_error_list ?? [])])])];
}
