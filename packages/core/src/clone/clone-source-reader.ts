import type { CallOptions, GraphClient } from '../graph/index.ts';
import { cloneSnapshotSchema, type CloneSnapshot } from './clone-snapshot.ts';

const CAMPAIGN_FIELDS = 'id,name,objective,special_ad_categories,buying_type,bid_strategy,daily_budget,lifetime_budget';
const ADSET_FIELDS =
  'id,name,status,targeting,optimization_goal,billing_event,bid_strategy,bid_amount,daily_budget,lifetime_budget,start_time,end_time,promoted_object,destination_type,dsa_payor,dsa_beneficiary';
const AD_FIELDS = 'id,name,status,adset_id,tracking_specs,creative{id,name,object_story_spec,url_tags}';

interface Page<T> {
  data?: T[];
  paging?: { next?: string };
}
type RawAd = { id: string; name: string; status?: string; adset_id: string; tracking_specs?: unknown[]; creative?: { id: string; name?: string; object_story_spec?: Record<string, unknown>; url_tags?: string } };

/** Every image hash a creative spec refers to, carousel cards (child_attachments) included. */
export function imageHashesOf(spec: Record<string, unknown>): string[] {
  const hashes: string[] = [];
  const visit = (part: unknown) => {
    if (!part || typeof part !== 'object') return;
    const record = part as Record<string, unknown>;
    if (typeof record.image_hash === 'string') hashes.push(record.image_hash);
    if (Array.isArray(record.child_attachments)) record.child_attachments.forEach(visit);
  };
  for (const key of ['link_data', 'video_data', 'photo_data']) visit(spec[key]);
  return hashes;
}

/**
 * Reads a campaign's whole tree in one batch round trip (campaign, its ad sets, its ads with their creatives nested);
 * an edge longer than one page is read on with the client's paging.
 */
export async function readCloneSource(graph: GraphClient, source: { campaignId: string; adAccountId: string; currency: string }, call: CallOptions): Promise<CloneSnapshot> {
  const [campaignResult, adsetsResult, adsResult] = await graph.batch(
    [
      { method: 'GET', relativeUrl: `${source.campaignId}?fields=${CAMPAIGN_FIELDS}` },
      { method: 'GET', relativeUrl: `${source.campaignId}/adsets?fields=${ADSET_FIELDS}&limit=200` },
      { method: 'GET', relativeUrl: `${source.campaignId}/ads?fields=${encodeURIComponent(AD_FIELDS)}&limit=500` },
    ],
    call,
  );
  const bodyOf = <T>(result: (typeof campaignResult)): T => {
    if (!result) throw new Error('The Graph batch timed out reading the source campaign');
    if (!result.ok) throw result.error;
    return result.body as T;
  };
  const readAll = async <T>(page: Page<T>, path: string, fields: string, limit: number): Promise<T[]> => {
    if (!page.paging?.next) return page.data ?? [];
    const items: T[] = [];
    for await (const item of graph.paginate<T>(path, { fields, limit }, call)) items.push(item);
    return items;
  };
  const campaign = bodyOf<Record<string, unknown>>(campaignResult);
  const adsets = await readAll(bodyOf<Page<Record<string, unknown>>>(adsetsResult), `${source.campaignId}/adsets`, ADSET_FIELDS, 200);
  const ads = await readAll(bodyOf<Page<RawAd>>(adsResult), `${source.campaignId}/ads`, AD_FIELDS, 500);

  const creatives = new Map<string, { id: string; name: string; object_story_spec: Record<string, unknown>; url_tags?: string }>();
  for (const ad of ads) {
    const creative = ad.creative;
    if (!creative || creatives.has(creative.id)) continue;
    creatives.set(creative.id, { id: creative.id, name: creative.name ?? ad.name, object_story_spec: creative.object_story_spec ?? {}, ...(creative.url_tags ? { url_tags: creative.url_tags } : {}) });
  }
  const adsetIds = new Set(adsets.map((adset) => String(adset.id)));
  return cloneSnapshotSchema.parse({
    sourceAccountId: source.adAccountId.replace(/^act_/, ''),
    sourceCurrency: source.currency,
    campaign,
    adsets,
    creatives: [...creatives.values()],
    ads: ads
      .filter((ad) => ad.creative && adsetIds.has(ad.adset_id))
      .map((ad) => ({ id: ad.id, name: ad.name, ...(ad.status ? { status: ad.status } : {}), adset_id: ad.adset_id, creative_id: ad.creative?.id ?? '', ...(ad.tracking_specs ? { tracking_specs: ad.tracking_specs } : {}) })),
    imageHashes: [...new Set([...creatives.values()].flatMap((creative) => imageHashesOf(creative.object_story_spec)))],
  });
}
