import { type AdAccountRow, type ConnectionRow, type Db, findConnectionById, findUserCampaign, type WorkspaceScope } from '@adfleet/db';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { type CallOptions, type GraphClient, isGraphError } from '../graph/index.ts';
import { userMessage } from '../messages/index.ts';
import { minorToMajor } from '../money/index.ts';
import type { CloneDeps } from './clone-batch-store.ts';
import { type CloneOptions, cloneDepth, includesPaused } from './clone-request.ts';

/** Graph JSON objects kept as Meta sent them (targeting, promoted_object, object_story_spec…). */
const jsonObject = z.record(z.string(), z.unknown());
const money = z.union([z.string(), z.number()]).optional();

/** The source tree as read once at request time and stored with the batch; every job re-creates from it. */
export const cloneSnapshotSchema = z.object({
  /** Digits of the source ad account (copy_from wants them without act_). */
  sourceAccountId: z.string(),
  sourceCurrency: z.string(),
  campaign: z.object({
    id: z.string(),
    name: z.string(),
    objective: z.string(),
    special_ad_categories: z.array(z.string()).optional(),
    buying_type: z.string().optional(),
    bid_strategy: z.string().optional(),
    daily_budget: money,
    lifetime_budget: money,
    /** Set on Advantage+ shopping and app campaigns of the old kind, which Meta lets no one copy (clone-meta-rules.ts). */
    smart_promotion_type: z.string().optional(),
  }),
  adsets: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** As configured in the source (ACTIVE, PAUSED…); absent in snapshots stored before it was read. */
      status: z.string().optional(),
      targeting: jsonObject,
      optimization_goal: z.string().optional(),
      billing_event: z.string().optional(),
      bid_strategy: z.string().optional(),
      bid_amount: money,
      daily_budget: money,
      lifetime_budget: money,
      start_time: z.string().optional(),
      end_time: z.string().optional(),
      promoted_object: jsonObject.optional(),
      destination_type: z.string().optional(),
      dsa_payor: z.string().optional(),
      dsa_beneficiary: z.string().optional(),
    }),
  ),
  creatives: z.array(z.object({ id: z.string(), name: z.string(), object_story_spec: jsonObject, url_tags: z.string().optional() })),
  ads: z.array(z.object({ id: z.string(), name: z.string(), status: z.string().optional(), adset_id: z.string(), creative_id: z.string(), tracking_specs: z.array(z.unknown()).optional() })),
  /** Every image hash the creatives use (carousel cards included). */
  imageHashes: z.array(z.string()),
});
export type CloneSnapshot = z.infer<typeof cloneSnapshotSchema>;
export type SnapshotAdSet = CloneSnapshot['adsets'][number];
export type SnapshotCreative = CloneSnapshot['creatives'][number];

const PAUSED = 'PAUSED';

/**
 * The part of the source tree the options ask to duplicate: down to the chosen depth, without the ad sets and ads
 * paused in the source when paused items are left out (an ad goes with its ad set), and only the creatives and images
 * the remaining ads use. The planner and the preflight both read this, so neither asks for a page or pixel that only
 * a left-out object needed.
 */
export function optionsSnapshot(snapshot: CloneSnapshot, options: CloneOptions | undefined): CloneSnapshot {
  const depth = cloneDepth(options);
  const keep = (item: { status?: string | undefined }) => includesPaused(options) || item.status !== PAUSED;
  const adsets = depth === 'campaign' ? [] : snapshot.adsets.filter(keep);
  const adsetIds = new Set(adsets.map((adset) => adset.id));
  const ads = depth === 'ads' ? snapshot.ads.filter((ad) => adsetIds.has(ad.adset_id) && keep(ad)) : [];
  const creativeIds = new Set(ads.map((ad) => ad.creative_id));
  const creatives = snapshot.creatives.filter((creative) => creativeIds.has(creative.id));
  const hashes = new Set(creatives.flatMap((creative) => imageHashesOf(creative.object_story_spec)));
  return { ...snapshot, adsets, ads, creatives, imageHashes: snapshot.imageHashes.filter((hash) => hashes.has(hash)) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The workspace's campaign a clone copies, with the id of its ad account row. */
export interface SourceCampaign {
  id: string;
  external_id: string;
  name: string;
  /** One of TikTok's Upgraded Smart+ campaigns, which only TikTok's own copy may duplicate. */
  smart_plus: boolean;
  account_id: string;
}

/**
 * The workspace's campaign by AdFleet id or platform id, on the platforms asked (either, Meta's first, as before
 * TikTok was a source), with its platform; no other workspace's is ever found.
 */
export async function findSourceCampaign(db: Db, scope: WorkspaceScope, campaignId: string, platformIds: readonly number[] = [FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID]): Promise<{ campaign: SourceCampaign; platformId: number }> {
  // A platform id is never a UUID, so only a UUID may name the AdFleet row (and is only then compared to the uuid column).
  const mayBeInternalId = UUID.test(campaignId);
  for (const platformId of platformIds) {
    const campaign = await findUserCampaign(db, { workspaceId: scope.workspaceId, platformId, id: campaignId, mayBeInternalId });
    if (campaign) return { campaign, platformId };
  }
  throw new AppError('NOT_FOUND', userMessage('cloneSourceNotFound'));
}

/**
 * Several campaigns at once re-create Meta trees only: a TikTok campaign among them is refused with that reason before
 * anything else is checked (a TikTok campaign is duplicated on its own). Unknown ids are left to the Meta path's refusal.
 */
export async function refuseSeveralOffMeta(db: Db, scope: WorkspaceScope, campaignIds: readonly string[]): Promise<void> {
  for (const campaignId of campaignIds) {
    const found = await findSourceCampaign(db, scope, campaignId).catch(() => undefined);
    if (found && found.platformId !== FACEBOOK_PLATFORM_ID) {
      const message = userMessage('cloneSeveralTikTok');
      throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { campaignIds: [message] } });
    }
  }
}

/** The source's ad account and the connection whose token reads it. */
export interface SourceAccess {
  account: AdAccountRow;
  connection: ConnectionRow;
}

/** The source campaign's account (among the workspace's) and its active connection, else the request is refused. */
export async function sourceAccess(db: Db, account: AdAccountRow | undefined): Promise<SourceAccess> {
  const connection = account ? await findConnectionById(db, account.connection_id) : undefined;
  if (!account || !connection || connection.status !== 'active') throw new AppError('PLATFORM_NOT_CONNECTED', userMessage('cloneSourceConnectionInvalid'));
  return { account, connection };
}

const CAMPAIGN_FIELDS = 'id,name,objective,special_ad_categories,buying_type,bid_strategy,daily_budget,lifetime_budget,smart_promotion_type';
const ADSET_FIELDS =
  'id,name,status,targeting,optimization_goal,billing_event,bid_strategy,bid_amount,daily_budget,lifetime_budget,start_time,end_time,promoted_object,destination_type,dsa_payor,dsa_beneficiary';
const AD_FIELDS = 'id,name,status,adset_id,tracking_specs,creative{id,name,object_story_spec,url_tags}';

interface Page<T> {
  data?: T[];
  paging?: { next?: string };
}
type RawAd = { id: string; name: string; status?: string; adset_id: string; tracking_specs?: unknown[]; creative?: { id: string; name?: string; object_story_spec?: Record<string, unknown>; url_tags?: string } };

/** Every image hash a creative spec refers to, carousel cards (child_attachments) included. */
function imageHashesOf(spec: Record<string, unknown>): string[] {
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
async function readCloneSource(graph: GraphClient, source: { campaignId: string; adAccountId: string; currency: string }, call: CallOptions): Promise<CloneSnapshot> {
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

/** Why the source tree could not be read from Meta, as the person can act on it. */
function sourceReadError(error: unknown): AppError {
  if (isGraphError(error)) {
    if (error.kind === 'auth') return new AppError('PLATFORM_NOT_CONNECTED', userMessage('cloneSourceTokenRejected'), { cause: error });
    if (error.kind === 'throttled') return new AppError('RATE_LIMITED', userMessage('cloneSourceThrottled'), { cause: error });
    if (error.kind === 'invalid' && error.code === 100) return new AppError('NOT_FOUND', userMessage('cloneSourceGone'), { cause: error });
  }
  return new AppError('SERVICE_UNAVAILABLE', userMessage('cloneSourceUnreadable'), { cause: error });
}

/** How a source tree is fetched: at once (the batch start), or through the preflight's cache under `key`. */
export type SnapshotRead = (key: string, load: () => Promise<CloneSnapshot>) => Promise<CloneSnapshot>;

const readNow: SnapshotRead = (_key, load) => load();

/** A Meta source's tree, read with its connection's token; a read that fails is refused as the person can act on it. */
export function readSourceSnapshot(deps: Pick<CloneDeps, 'graph' | 'cipher'>, campaign: SourceCampaign, { account, connection }: SourceAccess, read: SnapshotRead = readNow): Promise<CloneSnapshot> {
  const load = () =>
    readCloneSource(deps.graph, { campaignId: campaign.external_id, adAccountId: account.ad_account_id, currency: account.currency }, { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext), adAccountId: account.ad_account_id });
  return read(`${connection.id}:${campaign.external_id}`, load).catch((error: unknown) => {
    throw sourceReadError(error);
  });
}

/** A campaign a batch clones, with its ad account and its tree as read. */
export interface CloneSource {
  campaign: SourceCampaign;
  account: AdAccountRow;
  snapshot: CloneSnapshot;
}

/**
 * Each campaign of a several-campaign request, found among the workspace's Meta campaigns (an unknown or foreign one
 * refuses the whole request before anything is read from Meta), then every tree read at once, each with its own
 * account's token.
 */
export async function readSources(
  deps: Pick<CloneDeps, 'db' | 'graph' | 'cipher'>,
  scope: WorkspaceScope,
  campaignIds: readonly string[],
  accounts: ReadonlyMap<string, AdAccountRow>,
  read: SnapshotRead = readNow,
): Promise<CloneSource[]> {
  const named = await Promise.all(campaignIds.map(async (id) => (await findSourceCampaign(deps.db, scope, id, [FACEBOOK_PLATFORM_ID])).campaign));
  // One campaign named twice (by AdFleet id and by Meta's) is cloned once.
  const campaigns = [...new Map(named.map((campaign) => [campaign.id, campaign])).values()];
  const byId = new Map([...accounts.values()].map((account) => [account.id, account]));
  const found = await Promise.all(campaigns.map(async (campaign) => ({ campaign, access: await sourceAccess(deps.db, byId.get(campaign.account_id)) })));
  return Promise.all(found.map(async ({ campaign, access }) => ({ campaign, account: access.account, snapshot: await readSourceSnapshot(deps, campaign, access, read) })));
}

export interface SourceBudget {
  budgetType: 'daily' | 'lifetime';
  /** Hundredths of the source's currency, as the request carries budgets; each target gets it converted into its own. */
  hundredths: number;
}

const positive = (value: string | number | undefined) => (value !== undefined && Number(value) > 0 ? Number(value) : undefined);

/**
 * A campaign's own budget as a clone of it in a several-campaign batch takes it, times the multiplier, in hundredths
 * of the source's currency (50 USD → 5000; each target gets it converted at the day's rate): the campaign's
 * budget, else (its budgets live on its ad sets, and the clone gives each ad set this one amount) the smallest ad-set
 * budget, so no ad set of the clone spends more than its source did. Undefined when it has no budget at all.
 */
export function sourceBudget(snapshot: CloneSnapshot, multiplier: number): SourceBudget | undefined {
  const own = minorBudget([snapshot.campaign]) ?? minorBudget(snapshot.adsets);
  if (!own) return undefined;
  const hundredths = Math.round(minorToMajor(own.minor, snapshot.sourceCurrency) * multiplier * 100);
  return hundredths > 0 ? { budgetType: own.budgetType, hundredths } : undefined;
}

/** Where a campaign keeps its budget: on itself, on its ad sets, or nowhere. */
export function budgetHolder(snapshot: CloneSnapshot): 'campaign' | 'adSets' | null {
  if (minorBudget([snapshot.campaign])) return 'campaign';
  return minorBudget(snapshot.adsets) ? 'adSets' : null;
}

type Holder = { daily_budget?: string | number | undefined; lifetime_budget?: string | number | undefined };

/** The smallest daily budget among the holders, else the smallest lifetime one. */
function minorBudget(holders: readonly Holder[]): { budgetType: SourceBudget['budgetType']; minor: number } | undefined {
  for (const budgetType of ['daily', 'lifetime'] as const) {
    const amounts = holders.map((holder) => positive(holder[`${budgetType}_budget`])).filter((amount) => amount !== undefined);
    if (amounts.length > 0) return { budgetType, minor: Math.min(...amounts) };
  }
  return undefined;
}
