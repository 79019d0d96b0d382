import { type CampaignListRow, type Db, listCampaigns as listCampaignRows } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { type Campaign, type CampaignListInput, type CampaignListResult, campaignListInputSchema } from './campaign-schemas.ts';
import { userMessage } from '../messages/index.ts';

const DEFAULT_PAGE_SIZE = 100;

/** The caller's own campaigns, newest first: the whole list, or one page when a limit or cursor is given. */
export async function listCampaigns(db: Db, userId: string, rawInput: CampaignListInput): Promise<CampaignListResult> {
  const input = campaignListInputSchema.parse(rawInput) ?? {};
  const filters = {
    userId,
    ...(input.platformId !== undefined ? { platformId: input.platformId } : {}),
    ...(input.adAccountId ? { adAccountId: input.adAccountId } : {}),
    ...(input.status ? { status: input.status } : {}),
    ...(input.search ? { search: input.search } : {}),
  };
  if (input.limit === undefined && input.cursor === undefined) return (await listCampaignRows(db, filters)).map(toCampaign);

  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await listCampaignRows(db, { ...filters, limit: limit + 1, ...(input.cursor ? { after: decodeCursor(input.cursor) } : {}) });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toCampaign), nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}

function toCampaign(row: CampaignListRow): Campaign {
  return {
    ...row,
    dailyBudget: row.dailyBudget === null ? null : Number(row.dailyBudget),
    lifetimeBudget: row.lifetimeBudget === null ? null : Number(row.lifetimeBudget),
  };
}

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(createdAt.getTime())) throw new AppError('VALIDATION_FAILED', userMessage('invalidCursor'));
  return { createdAt, id };
}
