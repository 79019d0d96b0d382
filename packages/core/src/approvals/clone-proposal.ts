import type { CallerScope } from '@adfleet/db';
import type { CloneBatchToStore, CloneDeps } from '../clone/clone-batch-store.ts';
import { startClone } from '../clone/clone-start.ts';
import type { ParsedCloneRequest } from '../clone/clone-request.ts';
import { storedMessage } from '../messages/index.ts';
import { previewFingerprint } from './approval-fingerprint.ts';
import type { CloneProposalPreview } from './approval-schemas.ts';

/** A clone as it would run now: the batch the start would store, with every read and check done, nothing written. */
export async function planCloneBatch(deps: CloneDeps, scope: CallerScope, request: ParsedCloneRequest): Promise<CloneBatchToStore> {
  let planned: CloneBatchToStore | undefined;
  await startClone({ ...deps, capture: (batch) => (planned = batch) }, scope, request);
  if (!planned) throw new Error('the clone start planned no batch');
  return planned;
}

/**
 * The request as it will run when approved, days later: `{date}` is the day it was proposed, so the names approved
 * are the names created.
 */
export function frozenCloneRequest(request: ParsedCloneRequest, now: Date): ParsedCloneRequest {
  return { ...request, nameTemplate: request.nameTemplate.replaceAll('{date}', now.toISOString().slice(0, 10)) };
}

/** Every budget figure of a source tree (campaign and ad sets, either platform's fields), by where it sits. */
function budgetFacts(value: unknown, path = ''): Array<[string, unknown]> {
  if (Array.isArray(value)) return value.flatMap((item, index) => budgetFacts(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) =>
    /budget/i.test(key) && (typeof field === 'number' || typeof field === 'string') ? [[`${path}.${key}`, field] as [string, unknown]] : budgetFacts(field, `${path}.${key}`),
  );
}

export function clonePreviewOf(batch: CloneBatchToStore): CloneProposalPreview {
  const sourceIds = new Map(batch.sources.map((source) => [source.id, source.sourceCampaignExternalId]));
  const request = batch.batch.request as Pick<ParsedCloneRequest, 'budgetType'>;
  return {
    kind: 'clone',
    sources: batch.sources.map((source) => ({ campaignId: source.sourceCampaignExternalId, name: source.sourceCampaignName, budgetType: source.budgetType })),
    nameTemplate: batch.batch.nameTemplate,
    budgetType: request.budgetType,
    startsAt: batch.batch.startsAt ? batch.batch.startsAt.toISOString() : null,
    targets: batch.targets.map((target) => ({
      accountId: target.adAccountId,
      adAccountId: target.externalAdAccountId,
      accountName: target.accountName,
      currency: target.currency,
      sourceCampaignId: sourceIds.get(target.sourceId) ?? batch.batch.sourceCampaignExternalId,
      campaignName: target.campaignName,
      budgetMinor: target.budgetMinor,
      problem: target.failed ? storedMessage(target.failed.error) : null,
    })),
  };
}

/**
 * What must be the same when approving: what the proposer saw (accounts, names, budgets, the checks' verdicts) and
 * the budgets of the source tree the copies are made from. Pages and pixels an account may use are left out: the
 * copy's own choice is checked by the verdict, and a page added meanwhile changes nothing that runs.
 */
export function cloneFingerprint(batch: CloneBatchToStore): string {
  const preview = clonePreviewOf(batch);
  return previewFingerprint({
    preview,
    sourceBudgets: batch.sources.map((source) => budgetFacts(source.snapshot)),
  });
}
