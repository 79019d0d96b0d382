import { describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../testing/sandbox-harness.ts';
import { currencyOffset, formatMajor } from './currency.ts';
import { CAMPAIGNS_PER_ACCOUNT, seedWorld } from './seed-world.ts';

describe('the seeded demo world', () => {
  it('is the same for the same seed and day, and different for another seed', () => {
    expect(seedWorld(7, FIXED_NOW)).toEqual(seedWorld(7, FIXED_NOW));
    const other = seedWorld(8, FIXED_NOW);
    expect(Object.keys(other.campaigns)).not.toEqual(Object.keys(seedWorld(7, FIXED_NOW).campaigns));
  });

  it('has businesses, accounts in several currencies and statuses, and users with different access', () => {
    const world = seedWorld(1, FIXED_NOW);
    const accounts = Object.values(world.accounts);
    expect(Object.keys(world.businesses).length).toBe(3);
    expect(accounts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(accounts.map((account) => account.currency))).toEqual(new Set(['USD', 'EUR', 'GBP', 'COP', 'MXN', 'BRL', 'JPY', 'KRW']));
    expect(accounts.filter((account) => account.accountStatus === 2)).toHaveLength(1);
    expect(accounts.filter((account) => account.accountStatus === 3)).toHaveLength(1);
    expect(new Set(accounts.map((account) => account.timezoneName)).size).toBeGreaterThan(5);
    const users = Object.values(world.users);
    expect(users).toHaveLength(3);
    expect(new Set(users.map((user) => user.accountIds.join())).size).toBe(3);
    expect(users.some((user) => user.declines.includes('ads_management'))).toBe(true);
    for (const account of accounts) {
      expect(Object.values(world.campaigns).filter((campaign) => campaign.accountId === account.id)).toHaveLength(CAMPAIGNS_PER_ACCOUNT);
      expect(Object.keys(world.images[account.id] ?? {}).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('shares pixels, pages and images between some accounts and not others', () => {
    const world = seedWorld(1, FIXED_NOW);
    const [us, eu, uk] = Object.values(world.accounts);
    const usPixel = Object.values(world.pixels).find((pixel) => pixel.ownerAccountId === us!.id)!;
    expect(usPixel.sharedAccountIds).toContain(eu!.id);
    expect(usPixel.sharedAccountIds).not.toContain(uk!.id);
    const sharedHash = Object.keys(world.images[us!.id]!).find((hash) => world.images[eu!.id]![hash]);
    expect(sharedHash).toBeDefined();
    expect(Object.values(world.pages).some((page) => page.accountIds.includes(us!.id) && !page.accountIds.includes(uk!.id))).toBe(true);
    const euAdsets = Object.values(world.adsets).filter((adset) => adset.accountId === eu!.id);
    expect(euAdsets.every((adset) => adset.dsaPayor && adset.dsaBeneficiary)).toBe(true);
  });

  it('formats money in major units with the currency offset', () => {
    expect(currencyOffset('JPY')).toBe(1);
    expect(currencyOffset('COP')).toBe(1);
    expect(currencyOffset('USD')).toBe(100);
    expect(formatMajor(5550, 'USD')).toBe('55.5');
    expect(formatMajor(5550, 'JPY')).toBe('5550');
    expect(formatMajor(7, 'EUR')).toBe('0.07');
  });
});
