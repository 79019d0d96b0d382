import { type AccountDaysWindow, type AccountFilter, type Db, listActiveCampaignDailySpend, listExchangeRates, type WorkspaceScope } from '@adfleet/db';
import { convertDaily, rateBook, totalIn } from '../currency/convert.ts';
import type { DayRange } from '../dates/reporting-range.ts';

export interface RankedCampaign {
  id: string;
  externalId: string;
  name: string;
  adAccountName: string;
  currency: string;
  /** Major units of the campaign's own currency. */
  spend: number;
  /** Major units of the reporting currency; null when no rate is known for the campaign's currency. */
  convertedSpend: number | null;
}

/**
 * ACTIVE campaigns ranked by their spend over their accounts' days converted to `currency` day by day, so a COP campaign no
 * longer outranks a USD one by its larger numbers. Campaigns whose currency has no rate come last, by name.
 */
export async function rankCampaignsByConvertedSpend(
  db: Db,
  query: WorkspaceScope & { platformId?: number; accounts?: AccountFilter; days: readonly AccountDaysWindow[]; span: DayRange | null; limit: number },
  currency: string,
): Promise<RankedCampaign[]> {
  const rows = await listActiveCampaignDailySpend(db, query);
  const spent = rows.filter((row) => row.day !== null).map((row) => ({ ...row, day: row.day!, spend: Number(row.spend) }));
  const currencies = [...new Set([currency, ...spent.map((row) => row.currency)])];
  const rates = query.span ? await listExchangeRates(db, { currencies, ...query.span }) : [];
  const conversion = convertDaily(spent, ['spend'], currency, rateBook(rates));
  const campaigns = new Map<string, RankedCampaign & { parts: number[] }>();
  for (const row of rows) {
    if (!campaigns.has(row.campaignId)) {
      const { campaignId: id, externalId, name, adAccountName, currency: own } = row;
      campaigns.set(id, { id, externalId, name, adAccountName, currency: own, spend: 0, convertedSpend: conversion.currenciesWithoutRate.includes(own) ? null : 0, parts: [] });
    }
    campaigns.get(row.campaignId)!.spend += Number(row.spend);
  }
  for (const row of conversion.rows) campaigns.get(row.campaignId)!.parts.push(row.spend);
  const ranked = [...campaigns.values()].map(({ parts, ...campaign }) => ({
    ...campaign,
    spend: totalIn(campaign.currency, [campaign.spend]),
    convertedSpend: campaign.convertedSpend === null ? null : totalIn(currency, parts),
  }));
  ranked.sort((a, b) => (b.convertedSpend ?? -1) - (a.convertedSpend ?? -1) || a.name.localeCompare(b.name));
  return ranked.slice(0, query.limit);
}
