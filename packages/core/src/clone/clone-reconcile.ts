import { type CloneStepKind, markCloneStepsPlanned, recordedCloneIds, settleUnknownCloneSteps } from '@adfleet/db';
import type { GraphParams } from '../graph/index.ts';
import { type Run, stepKey } from './clone-run.ts';

/**
 * Steps sent before a crash whose outcome was never recorded: looked up in the target by name (skipping objects any
 * clone already recorded, and the source's own objects); found ones are adopted, missing ones go back to planned and
 * are created again.
 */
export async function reconcileUnknown(run: Run): Promise<void> {
  const unknown = [...run.steps.values()].filter((step) => step.state === 'sent');
  if (unknown.length === 0) return;
  const { deps, act } = run;
  const images = unknown.filter((step) => step.kind === 'image');
  // Copying an image is idempotent (same hash), so an unknown copy is simply done again.
  await markCloneStepsPlanned(deps.db, images.map((step) => step.id), deps.now());
  for (const step of images) run.steps.set(stepKey(step.kind, step.source_id), { ...step, state: 'planned' });

  const campaignId = () => run.steps.get(stepKey('campaign', run.snapshot.campaign.id))?.created_id;
  const lookups: Array<[CloneStepKind, () => string | undefined]> = [
    ['campaign', () => `${act}/campaigns`],
    ['adset', () => (campaignId() ? `${campaignId()}/adsets` : undefined)],
    ['creative', () => `${act}/adcreatives`],
    ['ad', () => (campaignId() ? `${campaignId()}/ads` : undefined)],
  ];
  for (const [kind, edgeOf] of lookups) {
    const sent = [...run.steps.values()].filter((step) => step.kind === kind && step.state === 'sent');
    if (sent.length === 0) continue;
    const edge = edgeOf();
    const known = await recordedCloneIds(deps.db, act, kind);
    // Cloning into the source's own account: the source objects carry the same names and must never be adopted.
    if (kind === 'campaign') known.add(run.snapshot.campaign.id);
    if (kind === 'creative') for (const creative of run.snapshot.creatives) known.add(creative.id);
    const found: Array<{ id: string; name: string }> = [];
    if (edge) {
      const params: GraphParams = { fields: 'id,name', limit: 500, effective_status: ['ACTIVE', 'PAUSED', 'CAMPAIGN_PAUSED', 'ADSET_PAUSED', 'IN_PROCESS', 'WITH_ISSUES'] };
      if (kind === 'campaign') params.filtering = [{ field: 'name', operator: 'EQUAL', value: sent[0]?.name }];
      if (kind === 'creative') delete params.effective_status;
      for await (const item of deps.graph.paginate<{ id: string; name: string }>(edge, params, run.call)) found.push(item);
    }
    const adopted: Array<{ id: string; createdId: string }> = [];
    const missing: string[] = [];
    for (const step of sent) {
      const match = found.find((item) => item.name === step.name && !known.has(item.id));
      if (match) {
        known.add(match.id);
        adopted.push({ id: step.id, createdId: match.id });
        run.steps.set(stepKey(kind, step.source_id), { ...step, state: 'created', created_id: match.id });
      } else {
        missing.push(step.id);
        run.steps.set(stepKey(kind, step.source_id), { ...step, state: 'planned' });
      }
    }
    await settleUnknownCloneSteps(deps.db, { adopted, missing }, deps.now());
  }
}
