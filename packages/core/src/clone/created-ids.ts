import type { CloneStepKind } from '@adfleet/db';
import type { CloneCreatedIds } from './clone-schemas.ts';

/** What a target's created steps hold, as results, audit rows and retries report it. */
export function createdIdsOfSteps(steps: ReadonlyArray<{ kind: CloneStepKind; created_id: string | null }>): CloneCreatedIds {
  const ids = (kind: CloneStepKind) => steps.filter((step) => step.kind === kind && step.created_id).map((step) => step.created_id as string);
  const [campaignId] = ids('campaign');
  return { ...(campaignId ? { campaignId } : {}), adSetIds: ids('adset'), creativeIds: ids('creative'), adIds: ids('ad') };
}
