import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import { inParameterChunks } from './parameter-chunks.ts';
import { accountDaysCondition, type AccountDaysWindow } from './account-days.ts';
import { type AccountFilter, accountFilterCondition } from './account-filter.ts';
import type { WorkspaceScope } from '../scope.ts';
import { type KeysetOrder, type KeysetPosition, keysetKeyText, pastPosition } from './keyset.ts';
import { visibleAccountCondition } from './visible-accounts.ts';

export interface CampaignUpsert {
  workspaceId: string;
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
  /** TikTok's Upgraded Smart+ campaigns; absent: not one. */
  smartPlus?: boolean;
}

/** Idempotent on (ad account, external id); returns the internal id of every written campaign. */
export async function upsertCampaigns(trx: Trx, campaigns: readonly CampaignUpsert[]): Promise<Array<{ id: string; externalId: string }>> {
  if (campaigns.length === 0) return [];
  return inParameterChunks(campaigns, 12, (chunk) =>
    trx
      .insertInto('campaigns')
      .values(
        chunk.map((campaign) => ({
          workspace_id: campaign.workspaceId,
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
          smart_plus: campaign.smartPlus ?? false,
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
          smart_plus: eb.ref('excluded.smart_plus'),
          synced_at: sql`now()`,
        })),
      )
      .returning(['id', 'external_id as externalId'])
      .execute(),
  );
}

/** external id → internal id of an ad account's campaigns, to attach insight rows. */
export async function campaignIdsByExternalId(db: Db | Trx, adAccountId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('campaigns').select(['id', 'external_id']).where('ad_account_id', '=', adAccountId).execute();
  return new Map(rows.map((row) => [row.external_id, row.id]));
}

type CampaignListSort = 'name' | 'account' | 'status' | 'objective' | 'budget' | 'created' | 'spend';

export interface CampaignListQuery extends WorkspaceScope {
  platformId?: number;
  adAccountId?: string;
  status?: string;
  objective?: string;
  search?: string;
  /** Spend is summed over each account's days; over every synced day when absent. */
  days?: readonly AccountDaysWindow[];
  sort?: CampaignListSort;
  direction?: 'asc' | 'desc';
  limit?: number;
  /** Rows strictly past this position in `campaignListOrder`; its key as a row's `sortKey` gave it. */
  after?: KeysetPosition;
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
  /** One of TikTok's Upgraded Smart+ campaigns. */
  smartPlus: boolean;
  adAccountId: string;
  adAccountName: string;
  currency: string;
  /** Major units of `currency`, exact. */
  spend: string;
  /** The row's sort key as exact text, for the next page's cursor (see `KeysetPosition`). */
  sortKey: string;
}

/**
 * Every sort key is non-null (nulls folded to a value that sorts first ascending), so one row comparison
 * `(sort_key, id) > (…)` pages any column without gaps or repeats. Names compare case-insensitively; budgets compare
 * in the account's minor units, the campaign budget or else -1 (budgets held by the ad sets).
 */
const SORT_KEYS: Record<CampaignListSort, { expression: string | null; type: KeysetOrder['key'] }> = {
  name: { expression: 'lower(c.name)', type: 'text' },
  account: { expression: 'lower(a.name)', type: 'text' },
  status: { expression: 'c.status', type: 'text' },
  objective: { expression: "coalesce(c.objective, '')", type: 'text' },
  budget: { expression: 'coalesce(c.daily_budget, c.lifetime_budget, -1)::numeric', type: 'numeric' },
  created: { expression: 'c.created_at', type: 'timestamptz' },
  // The spend column itself, so the sum is computed once per row.
  spend: { expression: null, type: 'numeric' },
};

/** The order a sort pages in: by (sort key, id), in the direction asked. */
export function campaignListOrder(sort: CampaignListSort, direction: 'asc' | 'desc'): KeysetOrder {
  return { key: SORT_KEYS[sort].type, id: 'uuid', direction };
}

export async function listCampaigns(db: Db, query: CampaignListQuery): Promise<CampaignListRow[]> {
  const sortKey = SORT_KEYS[query.sort ?? 'created'];
  const order = campaignListOrder(query.sort ?? 'created', query.direction ?? 'desc');
  // Summed per campaign through the (campaign_id, date) primary key, so filters apply before any insight is read.
  const spend = sql<string>`(select coalesce(sum(i.spend), 0) from campaign_insights_daily i where i.campaign_id = c.id${query.days ? sql` and ${accountDaysCondition('i.date', 'a', query.days)}` : sql``})`;
  let inner = db
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
      'c.smart_plus as smartPlus',
      'a.ad_account_id as adAccountId',
      'a.name as adAccountName',
      'a.currency',
      spend.as('spend'),
      sql.raw<string>(sortKey.expression ?? 'null').as('sort_key'),
    ])
    .where('c.workspace_id', '=', query.workspaceId)
    .where(visibleAccountCondition('a.id', query));
  if (query.platformId !== undefined) inner = inner.where('c.platform_id', '=', query.platformId);
  if (query.adAccountId !== undefined) inner = inner.where('a.ad_account_id', '=', query.adAccountId);
  if (query.status !== undefined) inner = inner.where('c.status', '=', query.status);
  if (query.objective !== undefined) inner = inner.where('c.objective', '=', query.objective);
  if (query.search) inner = inner.where('c.name', 'ilike', `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);

  const key = sortKey.expression === null ? 't.spend' : 't.sort_key';
  let outer = db.selectFrom(inner.as('t')).selectAll('t').select(keysetKeyText(key, order.key).as('sortKey'));
  if (query.after) outer = outer.where(pastPosition(key, 't.id', query.after, order));
  outer = outer.orderBy(sql.ref(key), order.direction).orderBy('t.id', order.direction);
  if (query.limit !== undefined) outer = outer.limit(query.limit);
  const rows = await outer.execute();
  return rows.map(({ sort_key: _sortKey, ...row }) => row);
}

export async function countActiveCampaigns(db: Db, query: WorkspaceScope & { platformId?: number; accounts?: AccountFilter }): Promise<number> {
  let select = db
    .selectFrom('campaigns as c')
    .innerJoin('ad_accounts as a', 'a.id', 'c.ad_account_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('c.workspace_id', '=', query.workspaceId)
    .where('c.effective_status', '=', 'ACTIVE')
    .where(accountFilterCondition('a', query.accounts))
    .where(visibleAccountCondition('a.id', query));
  if (query.platformId !== undefined) select = select.where('c.platform_id', '=', query.platformId);
  const { count } = await select.executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * A workspace's campaign on one platform, by its platform id or (when `id` may be one) its AdFleet id, with its ad account;
 * no other workspace's is ever found.
 */
export async function findUserCampaign(
  db: Db,
  query: WorkspaceScope & { platformId: number; id: string; mayBeInternalId: boolean },
): Promise<{ id: string; external_id: string; name: string; smart_plus: boolean; account_id: string } | undefined> {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('ad_accounts as a', 'a.id', 'c.ad_account_id')
    .select(['c.id', 'c.external_id', 'c.name', 'c.smart_plus', 'a.id as account_id'])
    .where('c.workspace_id', '=', query.workspaceId)
    .where('c.platform_id', '=', query.platformId)
    .where(visibleAccountCondition('a.id', query))
    .where((eb) => (query.mayBeInternalId ? eb.or([eb('c.id', '=', query.id), eb('c.external_id', '=', query.id)]) : eb('c.external_id', '=', query.id)))
    .executeTakeFirst();
}
