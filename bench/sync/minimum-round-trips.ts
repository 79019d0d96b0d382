/**
 * The fewest Graph operations and HTTP round trips Meta's API allows for a first sync of `accounts` ad accounts: what
 * AdFleet stores (campaigns, ad sets, ads, daily insights at account, campaign and ad-set level over `days` days),
 * read with field selection, the largest page the API serves, insights split by time range so that each operation is
 * one page (no sequential `next` chains), and batches of 50 operations.
 */
const PAGE_LIMIT = 5000;
const BATCH_OPERATIONS = 50;

export interface WorldShape {
  accounts: number;
  campaigns: number;
  adSetsPerCampaign: number;
  adsPerAdSet: number;
  days: number;
}

export function minimumSyncRoundTrips(world: WorldShape) {
  const pages = (rows: number) => Math.max(1, Math.ceil(rows / PAGE_LIMIT));
  const adSets = world.campaigns * world.adSetsPerCampaign;
  const perAccount = {
    campaigns: pages(world.campaigns),
    adSets: pages(adSets),
    ads: pages(adSets * world.adsPerAdSet),
    accountInsights: pages(world.days),
    campaignInsights: pages(world.campaigns * world.days),
    adSetInsights: pages(adSets * world.days),
  };
  const operationsPerAccount = Object.values(perAccount).reduce((sum, count) => sum + count, 0);
  // The ad accounts' list comes first (it names them); every account's operations then fill batches of 50, all at once.
  const batches = Math.ceil((world.accounts * operationsPerAccount) / BATCH_OPERATIONS);
  const roundTrips = 1 + batches;
  // Counted as the sandbox counts them: every operation, and each batch call itself.
  const operations = 1 + world.accounts * operationsPerAccount + batches;
  const explanation =
    `campaigns ⌈${world.campaigns}/${PAGE_LIMIT}⌉ = ${perAccount.campaigns} + ad sets ${perAccount.adSets} + ads ${perAccount.ads} + account insights ⌈${world.days}/${PAGE_LIMIT}⌉ = ${perAccount.accountInsights}` +
    ` + campaign insights ⌈${world.campaigns}×${world.days}/${PAGE_LIMIT}⌉ = ${perAccount.campaignInsights} + ad-set insights ⌈${adSets}×${world.days}/${PAGE_LIMIT}⌉ = ${perAccount.adSetInsights}` +
    ` = ${operationsPerAccount} operations; all accounts: 1 (me/adaccounts) + ${world.accounts}×${operationsPerAccount} operations in 1 + ⌈${world.accounts * operationsPerAccount}/${BATCH_OPERATIONS}⌉ = ${roundTrips} round trips (${operations} operations counting each batch call as the sandbox does),` +
    ` 2 of them dependent (the list of accounts, then every batch side by side)`;
  return { operationsPerAccount, operations, roundTrips, dependentRoundTrips: 2, explanation };
}
