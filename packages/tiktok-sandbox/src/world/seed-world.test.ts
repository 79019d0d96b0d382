import { describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../testing/sandbox-harness.ts';
import { seedWorld } from './seed-world.ts';

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
      const campaigns = Object.values(world.campaigns).filter((campaign) => campaign.advertiserId === advertiser.id);
      const ads = Object.values(world.ads).filter((ad) => ad.advertiserId === advertiser.id);
      expect(campaigns).toHaveLength(5);
      expect(ads).toHaveLength(20);
      // Every ad's images are in its own advertiser's library, so a copy elsewhere must share them first.
      for (const ad of ads) for (const imageId of ad.imageIds) expect(world.images[imageId]?.advertiserIds).toContain(advertiser.id);
    }
  });
});
