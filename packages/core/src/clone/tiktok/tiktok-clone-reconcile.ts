import { type CloneStepKind, markCloneStepsPlanned, recordedCloneIds, settleUnknownCloneSteps } from '@adfleet/db';
import { stepKey } from '../clone-run.ts';
import type { TikTokRun } from './tiktok-clone-run.ts';

type Found = { id: string; name: string };

/** How each kind is looked up in the target advertiser, by name (TikTok's get filters by name and by parent). */
const LOOKUPS = {
  campaign: { path: '/campaign/get/', id: 'campaign_id', name: 'campaign_name' },
  adset: { path: '/adgroup/get/', id: 'adgroup_id', name: 'adgroup_name' },
  ad: { path: '/ad/get/', id: 'ad_id', name: 'ad_name' },
} as const;

/**
 * Steps sent before a crash (or whose answer was lost) and never recorded: looked up in the target advertiser by name,
 * skipping objects any clone already recorded there and the source's own; found ones are adopted, missing ones go back
 * to planned and are created again. So a create is never made twice.
 */
export async function reconcileTikTokUnknown(run: TikTokRun): Promise<void> {
  const unknown = [...run.steps.values()].filter((step) => step.state === 'sent');
  if (unknown.length === 0) return;
  const { deps, act } = run;
  // Sharing again what is already shared changes nothing, so an unknown share is simply sent again.
  const images = unknown.filter((step) => step.kind === 'image');
  await markCloneStepsPlanned(deps.db, images.map((step) => step.id), deps.now());
  for (const step of images) run.steps.set(stepKey(step.kind, step.source_id), { ...step, state: 'planned' });

  const campaignId = () => run.steps.get(stepKey('campaign', run.snapshot.campaign.campaign_id))?.created_id ?? undefined;
  for (const kind of ['campaign', 'adset', 'ad'] as const) {
    const sent = [...run.steps.values()].filter((step) => step.kind === kind && step.state === 'sent');
    if (sent.length === 0) continue;
    const lookup = LOOKUPS[kind];
    const parent = campaignId();
    const known = await recordedCloneIds(deps.db, act, kind);
    for (const id of sourceIds(run, kind)) known.add(id);
    // Without a created campaign no ad group or ad of this clone can exist.
    const filtering = kind === 'campaign' ? { campaign_name: sent[0]?.name } : parent ? { campaign_ids: [parent] } : undefined;
    const found: Found[] = filtering
      ? (await deps.tiktok.allPages<Record<string, unknown>>(lookup.path, { advertiser_id: act, filtering, fields: [lookup.id, lookup.name] }, run.call)).map((item) => ({
          id: String(item[lookup.id]),
          name: String(item[lookup.name]),
        }))
      : [];
    const adopted: Array<{ id: string; createdId: string }> = [];
    const missing: string[] = [];
    for (const step of sent) {
      // TikTok's name filter may match loosely: only the exact name is adopted.
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

/** Cloning into the source's own advertiser: its objects carry the same names and must never be adopted. */
function sourceIds(run: TikTokRun, kind: Exclude<CloneStepKind, 'image' | 'creative'>): string[] {
  if (run.act !== run.snapshot.sourceAdvertiserId) return [];
  if (kind === 'campaign') return [run.snapshot.campaign.campaign_id];
  if (kind === 'adset') return run.snapshot.adgroups.map((adgroup) => adgroup.adgroup_id);
  return run.snapshot.ads.map((ad) => ad.ad_id);
}
