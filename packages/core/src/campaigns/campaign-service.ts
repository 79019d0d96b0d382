import { type AccountDaysWindow, campaignListOrder, type CampaignListRow, type Db, listCampaigns as listCampaignRows, type WorkspaceScope, workspaceScopeOf } from '@adfleet/db';
import { type Campaign, type CampaignListInput, type CampaignListResult, campaignListInputSchema, type ParsedCampaignListInput } from './campaign-schemas.ts';
import { freshAnswer } from '../figures-cache/fresh-answers.ts';
import { decodeCursor, encodeCursor } from '../paging/keyset-cursor.ts';
import { reportingRangeOf } from '../dates/reporting-range.ts';
import { rangeDaysFor } from '../insights/range-days.ts';

const DEFAULT_PAGE_SIZE = 100;

/**
 * The workspace's campaigns, filtered and sorted (newest first unless told), with each one's spend over the asked
 * days: the whole list, or one page when a limit or cursor is given. Kept per version of the workspace's data (ADR 0051,
 * ADR 0060): everything a row shows is a campaign's or its ad account's columns or a sum of its daily figures, all of
 * which move the account's version when written; a preset's days are resolved first, each account's own (ADR 0074).
 */
export async function listCampaigns(db: Db, scope: WorkspaceScope, rawInput: CampaignListInput, now: Date): Promise<CampaignListResult> {
  const input = campaignListInputSchema.parse(rawInput) ?? {};
  const days = input.preset !== undefined || input.from !== undefined ? (await rangeDaysFor(db, scope, reportingRangeOf(input, 'today'), now)).days : undefined;
  return freshAnswer(db, {
    scope,
    view: 'campaigns.list',
    input: { ...input, days },
    compute: () => computeCampaignList(db, scope, input, days),
  });
}

async function computeCampaignList(db: Db, scope: WorkspaceScope, input: ParsedCampaignListInput, days: AccountDaysWindow[] | undefined): Promise<CampaignListResult> {
  const order = { sort: input.sort ?? 'created', direction: input.order ?? 'desc' } as const;
  const query = {
    ...workspaceScopeOf(scope),
    ...order,
    ...(input.platformId !== undefined ? { platformId: input.platformId } : {}),
    ...(input.adAccountId ? { adAccountId: input.adAccountId } : {}),
    ...(input.status ? { status: input.status } : {}),
    ...(input.objective ? { objective: input.objective } : {}),
    ...(input.search ? { search: input.search } : {}),
    ...(days ? { days } : {}),
  };
  if (input.limit === undefined && input.cursor === undefined) return (await listCampaignRows(db, query)).map(toCampaign);

  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  // A cursor is the sort's own: one made for another sort or direction is refused.
  const list = `campaigns.${order.sort}`;
  const keyset = campaignListOrder(order.sort, order.direction);
  const after = input.cursor ? decodeCursor(input.cursor, list, keyset) : undefined;
  const rows = await listCampaignRows(db, { ...query, limit: limit + 1, ...(after ? { after } : {}) });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toCampaign), nextCursor: rows.length > limit && last ? encodeCursor(list, keyset, { key: last.sortKey, id: last.id }) : null };
}

function toCampaign({ sortKey: _sortKey, ...row }: CampaignListRow): Campaign {
  return {
    ...row,
    dailyBudget: row.dailyBudget === null ? null : Number(row.dailyBudget),
    lifetimeBudget: row.lifetimeBudget === null ? null : Number(row.lifetimeBudget),
    spend: Number(row.spend),
  };
}
