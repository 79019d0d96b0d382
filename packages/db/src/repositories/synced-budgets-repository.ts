import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { BudgetScope } from './budget-repository.ts';
import { visibleAccountCondition } from './visible-accounts.ts';

/** An active campaign's budget as the last sync stored it, with its synced spend (major units, exact text). */
export interface SyncedCampaignBudgetRow {
  accountId: string;
  accountName: string;
  adAccountId: string;
  currency: string;
  timezoneName: string | null;
  campaignId: string;
  externalId: string;
  name: string;
  /** Minor units of the account's currency, as every platform's campaigns are stored. */
  dailyBudget: string | null;
  lifetimeBudget: string | null;
  campaignCreatedAt: Date;
  /** The schedules of the campaign's ad sets (TikTok's ad groups) not deleted: its budget runs as long as they do. */
  adSetSchedules: Array<{ start: Date | null; end: Date | null }>;
  /** Spend on the account's own today (at `now`), and on every synced day. */
  spendToday: string;
  spendLifetime: string;
}

/**
 * The workspace's active campaigns with a budget of their own on one platform's active accounts, as synced: for a
 * platform whose budgets the Budget page cannot read live. A campaign counts as active in the shared status names
 * every platform's sync writes (ACTIVE).
 */
export async function listSyncedCampaignBudgets(db: Db, scope: BudgetScope, query: { platformId: number; now: Date }): Promise<SyncedCampaignBudgetRow[]> {
  const today = sql`(${query.now}::timestamptz at time zone coalesce(a.timezone_name, 'UTC'))::date`;
  const result = await sql<Omit<SyncedCampaignBudgetRow, 'adSetSchedules'> & { adSetSchedules: Array<{ start: string | null; end: string | null }> }>`
    select a.id as "accountId", a.name as "accountName", a.ad_account_id as "adAccountId", a.currency, a.timezone_name as "timezoneName",
      c.id as "campaignId", c.external_id as "externalId", c.name, c.daily_budget::text as "dailyBudget", c.lifetime_budget::text as "lifetimeBudget",
      c.created_at as "campaignCreatedAt",
      (select coalesce(json_agg(json_build_object('start', s.start_time, 'end', s.end_time)), '[]'::json)
        from ad_sets s where s.campaign_id = c.id and s.status <> 'DELETED') as "adSetSchedules",
      coalesce(sum(i.spend) filter (where i.date = ${today}), 0)::text as "spendToday",
      coalesce(sum(i.spend), 0)::text as "spendLifetime"
    from campaigns c
    join ad_accounts a on a.id = c.ad_account_id
    left join campaign_insights_daily i on i.campaign_id = c.id
    where a.workspace_id = ${scope.workspaceId} and ${visibleAccountCondition('a.id', scope)} and a.platform_id = ${query.platformId} and a.status = 'ACTIVE'
      and coalesce(c.effective_status, c.status) = 'ACTIVE'
      and (c.daily_budget > 0 or c.lifetime_budget > 0)
    group by a.id, c.id
    order by a.name, c.name, c.id`.execute(db);
  const instant = (text: string | null) => (text === null ? null : new Date(text));
  return result.rows.map((row) => ({ ...row, adSetSchedules: row.adSetSchedules.map((schedule) => ({ start: instant(schedule.start), end: instant(schedule.end) })) }));
}
