import { type CloneTargetWithBatch, createdCloneStepIds, finishCloneTarget, requeueCloneTarget, type Trx, upsertCampaigns } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { cloneAccountJob } from '../jobs/clone-account-job.ts';
import { renderMessage, type UserMessage, userMessage } from '../messages/index.ts';
import type { JobResult } from '../jobs/job-registry.ts';
import type { GraphParams } from '../graph/index.ts';
import { createdCampaignRow } from './clone-campaign-row.ts';
import type { CloneDeps } from './clone-batch-store.ts';
import type { Run } from './clone-run.ts';
import { createdIdsOfSteps } from './created-ids.ts';
import { notifyCloneBatchIfFinished } from '../notifications/notification-triggers.ts';

export async function failTargetIn(trx: Trx, deps: CloneDeps, target: CloneTargetWithBatch, error: UserMessage, warnings: readonly UserMessage[]): Promise<void> {
  const message = userMessage('cloneFailed', { account: target.account_name });
  const done = await finishCloneTarget(trx, target.id, { state: 'failed', message, error, warnings, finishedAt: deps.now() });
  if (!done) return;
  const createdIds = createdIdsOfSteps(await createdCloneStepIds(trx, target.id));
  await recordAudit(trx, {
    event: {
      action: 'clone.account_failed',
      metadata: { batchId: target.batch_id, adAccountId: target.external_ad_account_id, error: renderMessage(error, 'en').slice(0, 1000), createdIds },
    },
    userId: target.created_by,
    workspaceId: target.workspace_id,
    actor: { type: 'system' },
    target: { type: 'clone_target', id: target.id },
  });
  await notifyCloneBatchIfFinished(trx, target.batch_id, deps.now());
}

export async function failTarget(deps: CloneDeps, target: CloneTargetWithBatch, error: UserMessage, warnings: readonly UserMessage[]): Promise<void> {
  await deps.db.transaction().execute((trx) => failTargetIn(trx, deps, target, error, warnings));
}

/** Meta's block outlasted what the Graph client waits in place: the same target is queued again for when it lifts. */
export async function deferThrottled(deps: CloneDeps, target: CloneTargetWithBatch, afterMs: number): Promise<JobResult<'clone.account'>> {
  const startAfter = new Date(deps.now().getTime() + afterMs);
  await deps.db.transaction().execute(async (trx) => {
    await deps.jobs.send(trx, cloneAccountJob.name, { targetId: target.id }, { singletonKey: target.ad_account_id ?? target.external_ad_account_id, startAfter });
    await requeueCloneTarget(trx, target.id);
  });
  return { outcome: 'deferred', created: 0 };
}

/** The target's success, in the transaction of its last recorded steps: its new campaign listed, one audit row. */
export async function succeedTargetIn(trx: Trx, run: Run<unknown>, campaignParams: GraphParams): Promise<void> {
  const { target } = run;
  const createdIds = createdIdsOfSteps([...run.steps.values()]);
  const done = await finishCloneTarget(trx, target.id, {
    state: 'succeeded',
    message: userMessage('cloneSucceeded', { account: target.account_name }),
    error: null,
    warnings: run.warnings,
    finishedAt: run.deps.now(),
  });
  if (!done) return;
  if (createdIds.campaignId) await upsertCampaigns(trx, [createdCampaignRow(run, createdIds.campaignId, campaignParams)]);
  await recordAudit(trx, {
    event: { action: 'clone.account_succeeded', metadata: { batchId: target.batch_id, adAccountId: run.act, createdIds, warnings: run.warnings.map((warning) => renderMessage(warning, 'en').slice(0, 500)) } },
    userId: target.created_by,
    workspaceId: target.workspace_id,
    actor: { type: 'system' },
    target: { type: 'clone_target', id: target.id },
  });
  await notifyCloneBatchIfFinished(trx, target.batch_id, run.deps.now());
}
