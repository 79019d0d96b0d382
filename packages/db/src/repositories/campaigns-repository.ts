import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';

export interface CampaignUpsert {
  userId: string;
  adAccountId: string;
  platformId: number;
  externalId: string;
  name: string;
  status: string;
  effectiveStatus: string | null;
  objective: string | null;
  dailyBudget: string | null;
  lifetimeBudget: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Idempotent on (ad account, external id); returns the internal id of every written campaign. */
export async function upsertCampaigns(trx: Trx, campaigns: readonly CampaignUpsert[]): Promise<Array<{ id: string; externalId: string }>> {
  if (campaigns.length === 0) return [];
  const rows = await trx
    .insertInto('campaigns')
    .values(
      campaigns.map((campaign) => ({
        user_id: campaign.userId,
        ad_account_id: campaign.adAccountId,
        platform_id: campaign.platformId,
        external_id: campaign.externalId,
        name: campaign.name,
        status: campaign.status,
        effective_status: campaign.effectiveStatus,
        objective: campaign.objective,
        daily_budget: campaign.dailyBudget,
        lifetime_budget: campaign.lifetimeBudget,
        created_at: campaign.createdAt,
        updated_at: campaign.updatedAt,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['ad_account_id', 'external_id']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        status: eb.ref('excluded.status'),
        effective_status: eb.ref('excluded.effective_status'),
        objective: eb.ref('excluded.objective'),
        daily_budget: eb.ref('excluded.daily_budget'),
        lifetime_budget: eb.ref('excluded.lifetime_budget'),
        updated_at: eb.ref('excluded.updated_at'),
        synced_at: sql`now()`,
      })),
    )
    .returning(['id', 'external_id as externalId'])
    .execute();
  return rows;
}

/** external id → internal id of an ad account's campaigns, to attach insight rows. */
export async function campaignIdsByExternalId(db: Db | Trx, adAccountId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('campaigns').select(['id', 'external_id']).where('ad_account_id', '=', adAccountId).execute();
  return new Map(rows.map((row) => [row.external_id, row.id]));
}

export interface CampaignListQuery {
  userId: string;
  platformId?: number;
  adAccountId?: string;
  status?: string;
  search?: string;
  limit?: number;
  /** Rows strictly after this (created_at desc, id desc) position. */
  after?: { createdAt: Date; id: string };
}

export interface CampaignListRow {
  id: string;
  externalId: string;
  name: string;
  status: string;
  effectiveStatus: string | null;
  objective: string | null;
  dailyBudget: string | null;
  lifetimeBudget: string | null;
  createdAt: Date;
  platformId: number;
  adAccountId: string;
  adAccountName: string;
  currency: string;
}

export async function listCampaigns(db: Db, query: CampaignListQuery): Promise<CampaignListRow[]> {
  let select = db
    .selectFrom('campaigns as c')
    .innerJoin('ad_accounts as a', 'a.id', 'c.ad_account_id')
    .select([
      'c.id',
      'c.external_id as externalId',
      'c.name',
      'c.status',
      'c.effective_status as effectiveStatus',
      'c.objective',
      'c.daily_budget as dailyBudget',
      'c.lifetime_budget as lifetimeBudget',
      'c.created_at as createdAt',
      'c.platform_id as platformId',
      'a.ad_account_id as adAccountId',
      'a.name as adAccountName',
      'a.currency',
    ])
    .where('c.user_id', '=', query.userId);
  if (query.platformId !== undefined) select = select.where('c.platform_id', '=', query.platformId);
  if (query.adAccountId !== undefined) select = select.where('a.ad_account_id', '=', query.adAccountId);
  if (query.status !== undefined) select = select.where('c.status', '=', query.status);
  if (query.search) select = select.where('c.name', 'ilike', `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  if (query.after) {
    const { createdAt, id } = query.after;
    select = select.where((eb) => eb.or([eb('c.created_at', '<', createdAt), eb.and([eb('c.created_at', '=', createdAt), eb('c.id', '<', id)])]));
  }
  select = select.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
  if (query.limit !== undefined) select = select.limit(query.limit);
  return select.execute();
}

export interface ActiveCampaignRow {
  id: string;
  externalId: string;
  name: string;
  adAccountName: string;
  currency: string;
  spend: string;
}

/** ACTIVE campaigns ranked by spend since `since` (YYYY-MM-DD), for the dashboard card. */
export async function listTopActiveCampaigns(db: Db, query: { userId: string; platformId?: number; since: string; limit: number }): Promise<ActiveCampaignRow[]> {
  let select = db
    .selectFrom('campaigns as c')
    .innerJoin('ad_accounts as a', 'a.id', 'c.ad_account_id')
    .leftJoin('campaign_insights_daily as i', (join) => join.onRef('i.campaign_id', '=', 'c.id').on('i.date', '>=', sql<Date>`${query.since}::date`))
    .select(['c.id', 'c.external_id as externalId', 'c.name', 'a.name as adAccountName', 'a.currency', sql<string>`coalesce(sum(i.spend), 0)::text`.as('spend')])
    .where('c.user_id', '=', query.userId)
    .where('c.effective_status', '=', 'ACTIVE');
  if (query.platformId !== undefined) select = select.where('c.platform_id', '=', query.platformId);
  return select
    .groupBy(['c.id', 'a.name', 'a.currency'])
    .orderBy(sql`coalesce(sum(i.spend), 0)`, 'desc')
    .orderBy('c.name')
    .limit(query.limit)
    .execute();
}

export async function countActiveCampaigns(db: Db, query: { userId: string; platformId?: number }): Promise<number> {
  let select = db.selectFrom('campaigns').select((eb) => eb.fn.countAll<string>().as('count')).where('user_id', '=', query.userId).where('effective_status', '=', 'ACTIVE');
  if (query.platformId !== undefined) select = select.where('platform_id', '=', query.platformId);
  const { count } = await select.executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * A user's campaign on one platform, by its platform id or (when `id` may be one) its AdFleet id, with its ad account;
 * nobody else's is ever found.
 */
export async function findUserCampaign(
  db: Db,
  query: { userId: string; platformId: number; id: string; mayBeInternalId: boolean },
): Promise<{ id: string; external_id: string; name: string; account_id: string } | undefined> {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('ad_accounts as a', 'a.id', 'c.ad_account_id')
    .select(['c.id', 'c.external_id', 'c.name', 'a.id as account_id'])
    .where('c.user_id', '=', query.userId)
    .where('c.platform_id', '=', query.platformId)
    .where((eb) => (query.mayBeInternalId ? eb.or([eb('c.id', '=', query.id), eb('c.external_id', '=', query.id)]) : eb('c.external_id', '=', query.id)))
    .executeTakeFirst();
}
