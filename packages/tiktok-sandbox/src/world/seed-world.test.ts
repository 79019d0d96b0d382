import { describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../testing/sandbox-harness.ts';
import { seedWorld } from './seed-world.ts';
import { isSmartPlus } from './world-types.ts';

describe('the seeded demo world', () => {
  it('is the same for the same seed and day, and another seed gives other ids', () => {
    expect(JSON.stringify(seedWorld(1, FIXED_NOW))).toBe(JSON.stringify(seedWorld(1, FIXED_NOW)));
    expect(Object.keys(seedWorld(2, FIXED_NOW).advertisers)).not.toEqual(Object.keys(seedWorld(1, FIXED_NOW).advertisers));
  });

  it('gives each person several advertisers in various currencies and time zones, each with a full tree', () => {
    const world = seedWorld(1, FIXED_NOW);
    const advertisers = Object.values(world.advertisers);
    expect(new Set(advertisers.map((advertiser) => advertiser.currency)).size).toBe(7);
    expect(new Set(advertisers.map((advertiser) => advertiser.timezone)).size).toBe(7);
    for (const persona of Object.values(world.personas)) expect(persona.advertiserIds.length).toBeGreaterThanOrEqual(2);
    for (const advertiser of advertisers) {
      const campaigns = Object.values(world.campaigns).filter((campaign) => campaign.advertiserId === advertiser.id && !isSmartPlus(campaign));
      const ads = Object.values(world.ads).filter((ad) => ad.advertiserId === advertiser.id && !isSmartPlus(ad));
      expect(campaigns).toHaveLength(5);
      expect(ads).toHaveLength(20);
      // Every ad's images are in its own advertiser's library, so a copy elsewhere must share them first.
      for (const ad of ads) for (const imageId of ad.imageIds) expect(world.images[imageId]?.advertiserIds).toContain(advertiser.id);
    }
  });

  it('gives the US advertiser two Upgraded Smart+ campaigns after everything else, leaving the rest as it was', () => {
    const world = seedWorld(1, FIXED_NOW);
    const smartPlus = Object.values(world.campaigns).filter(isSmartPlus);
    expect(new Set(smartPlus.map((campaign) => world.advertisers[campaign.advertiserId]?.name))).toEqual(new Set(['Torres Outdoor US']));
    expect(smartPlus.map((campaign) => [campaign.objectiveType, campaign.operationStatus])).toEqual([['WEB_CONVERSIONS', 'ENABLE'], ['LEAD_GENERATION', 'DISABLE']]);
    const smartIds = new Set(smartPlus.map((campaign) => campaign.id));
    const adgroups = Object.values(world.adgroups).filter((adgroup) => smartIds.has(adgroup.campaignId));
    const ads = Object.values(world.ads).filter((ad) => smartIds.has(ad.campaignId));
    expect([adgroups.length, ads.length]).toEqual([3, 6]);
    expect([...adgroups, ...ads].every(isSmartPlus)).toBe(true);
    // Their ids come last, and every other object is the one an older world had: same ids, same figures.
    const others = Object.values(world.campaigns).filter((campaign) => !isSmartPlus(campaign));
    const last = others.map((campaign) => BigInt(campaign.id)).reduce((a, b) => (a > b ? a : b));
    expect(smartPlus.every((campaign) => BigInt(campaign.id) > last)).toBe(true);
    expect(world.nextId).toBe(7 * (5 + 10 + 20) + 2 + 3 + 6);
  });
});
