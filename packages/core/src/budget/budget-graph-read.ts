import type { CallOptions, GraphClient } from '../graph/index.ts';

/** What Meta says of one budget holder (campaign or ad set): amounts are numeric strings in minor units. */
export interface GraphBudgetHolder {
  id: string;
  name: string;
  campaign_id?: string;
  daily_budget?: string;
  lifetime_budget?: string;
  start_time?: string;
  end_time?: string;
  stop_time?: string;
}

export interface AccountBudgetRead {
  spendCap: string | undefined;
  amountSpent: string | undefined;
  campaigns: GraphBudgetHolder[];
  adsets: GraphBudgetHolder[];
  /**
   * Spend (major units, Meta's strings) by object id: on `days.until` (today, the account's day), over `days` (the
   * calendar week so far), and since each object started (`maximum`).
   */
  spendToday: Map<string, number>;
  spendWeek: Map<string, number>;
  spendLifetime: Map<string, number>;
}

const HOLDER_FIELDS = 'id,name,daily_budget,lifetime_budget,start_time';

async function collect<T>(items: AsyncIterable<unknown>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item as T);
  return out;
}

/**
 * One account's active budgets as Meta has them now, read live (a budget change needs the current value, not the
 * last sync's): the account's cap and spend, its active campaigns and ad sets, and their spend by day over `days`
 * (local days of the account, ending today) and since start.
 */
export async function readAccountBudgets(graph: GraphClient, act: string, call: CallOptions, days: { since: string; until: string }): Promise<AccountBudgetRead> {
  type Spend = Array<{ id: string; date: string | undefined; spend: number }>;
  const spendBy = async (level: 'campaign' | 'adset', when: { date_preset: 'maximum' } | { time_range: typeof days; time_increment: 1 }): Promise<Spend> => {
    const rows = await collect<Record<string, string | undefined>>(graph.paginate(`${act}/insights`, { level, ...when, fields: `spend,${level}_id`, limit: 500 }, call));
    return rows.map((row) => ({ id: row[`${level}_id`] ?? '', date: row.date_start, spend: Number(row.spend ?? 0) }));
  };
  const byDay = { time_range: days, time_increment: 1 } as const;
  const active = { effective_status: ['ACTIVE'], limit: 200 };
  const [account, campaigns, adsets, ...spends] = await Promise.all([
    graph.get<{ spend_cap?: string; amount_spent?: string }>(act, { fields: 'spend_cap,amount_spent' }, call),
    collect<GraphBudgetHolder>(graph.paginate(`${act}/campaigns`, { ...active, fields: `${HOLDER_FIELDS},stop_time` }, call)),
    collect<GraphBudgetHolder>(graph.paginate(`${act}/adsets`, { ...active, fields: `${HOLDER_FIELDS},end_time,campaign_id` }, call)),
    spendBy('campaign', byDay),
    spendBy('adset', byDay),
    spendBy('campaign', { date_preset: 'maximum' }),
    spendBy('adset', { date_preset: 'maximum' }),
  ]);
  const [campaignDays = [], adsetDays = [], campaignLifetime = [], adsetLifetime = []] = spends;
  const total = (rows: Spend) => {
    const sums = new Map<string, number>();
    for (const row of rows) sums.set(row.id, (sums.get(row.id) ?? 0) + row.spend);
    return sums;
  };
  const week = [...campaignDays, ...adsetDays];
  return {
    spendCap: account.spend_cap,
    amountSpent: account.amount_spent,
    campaigns,
    adsets,
    spendToday: total(week.filter((row) => row.date === days.until)),
    spendWeek: total(week),
    spendLifetime: total([...campaignLifetime, ...adsetLifetime]),
  };
}
