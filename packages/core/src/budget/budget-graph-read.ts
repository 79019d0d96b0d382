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
  /** Spend (major units, Meta's strings) by object id: today's, and since each object started (`maximum`). */
  spendToday: Map<string, number>;
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
 * last sync's): the account's cap and spend, its active campaigns and ad sets, and their spend today and since start.
 */
export async function readAccountBudgets(graph: GraphClient, act: string, call: CallOptions): Promise<AccountBudgetRead> {
  const spendBy = async (level: 'campaign' | 'adset', datePreset: 'today' | 'maximum') => {
    const rows = await collect<Record<string, string | undefined>>(
      graph.paginate(`${act}/insights`, { level, date_preset: datePreset, fields: `spend,${level}_id`, limit: 500 }, call),
    );
    return rows.map((row) => [row[`${level}_id`] ?? '', Number(row.spend ?? 0)] as const);
  };
  const active = { effective_status: ['ACTIVE'], limit: 200 };
  const [account, campaigns, adsets, ...spends] = await Promise.all([
    graph.get<{ spend_cap?: string; amount_spent?: string }>(act, { fields: 'spend_cap,amount_spent' }, call),
    collect<GraphBudgetHolder>(graph.paginate(`${act}/campaigns`, { ...active, fields: `${HOLDER_FIELDS},stop_time` }, call)),
    collect<GraphBudgetHolder>(graph.paginate(`${act}/adsets`, { ...active, fields: `${HOLDER_FIELDS},end_time,campaign_id` }, call)),
    spendBy('campaign', 'today'),
    spendBy('adset', 'today'),
    spendBy('campaign', 'maximum'),
    spendBy('adset', 'maximum'),
  ]);
  const [campaignToday = [], adsetToday = [], campaignLifetime = [], adsetLifetime = []] = spends;
  return {
    spendCap: account.spend_cap,
    amountSpent: account.amount_spent,
    campaigns,
    adsets,
    spendToday: new Map([...campaignToday, ...adsetToday]),
    spendLifetime: new Map([...campaignLifetime, ...adsetLifetime]),
  };
}
