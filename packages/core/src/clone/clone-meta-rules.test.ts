import { describe, expect, it } from 'vitest';
import type { UserMessage } from '../messages/index.ts';
import { copyTargeting, currentInstagramNames, placementWarnings, sourceRefusals } from './clone-meta-rules.ts';
import type { CloneSnapshot } from './clone-source.ts';

const US = { geo_locations: { countries: ['US'] } };

function copied(targeting: Record<string, unknown>) {
  const warnings: UserMessage[] = [];
  return { targeting: copyTargeting(targeting, 'Set 1', (warning) => warnings.push(warning)), warnings };
}

describe('copyTargeting', () => {
  it.each([
    ['says nothing (made before v23): 0', US, 0],
    ['says 0', { ...US, targeting_automation: { advantage_audience: 0 } }, 0],
    ['says 1', { ...US, targeting_automation: { advantage_audience: 1 } }, 1],
    ['says "1" as text', { ...US, targeting_automation: { advantage_audience: '1' } }, 1],
  ])('sends Advantage+ audience as the source has it, explicitly, when the source %s', (_case, targeting, expected) => {
    expect(copied(targeting).targeting.targeting_automation).toEqual({ advantage_audience: expected });
  });

  it('keeps the rest of targeting_automation and of the targeting as it is', () => {
    const source = { ...US, age_min: 25, targeting_automation: { advantage_audience: 1, individual_setting: { age: 1 } } };
    expect(copied(source)).toEqual({ targeting: source, warnings: [] });
  });

  it('leaves out the Instagram Explore feed and Messenger Stories, naming each in a warning', () => {
    const source = { ...US, publisher_platforms: ['facebook', 'instagram', 'messenger'], instagram_positions: ['stream', 'explore', 'explore_home'], messenger_positions: ['messenger_home', 'story'] };
    expect(copied(source)).toEqual({
      targeting: { ...US, publisher_platforms: ['facebook', 'instagram', 'messenger'], instagram_positions: ['stream', 'explore_home'], messenger_positions: ['messenger_home'], targeting_automation: { advantage_audience: 0 } },
      warnings: [
        { code: 'cloneWarnExploreRemoved', params: { adSet: 'Set 1' } },
        { code: 'cloneWarnMessengerStoriesRemoved', params: { adSet: 'Set 1' } },
      ],
    });
  });

  it('takes a platform out when its only position was removed, so the copy is not placed everywhere on it', () => {
    const source = { ...US, publisher_platforms: ['facebook', 'instagram'], facebook_positions: ['feed'], instagram_positions: ['explore'] };
    expect(copied(source).targeting).toEqual({ ...US, publisher_platforms: ['facebook'], facebook_positions: ['feed'], targeting_automation: { advantage_audience: 0 } });
  });
});

describe('sourceRefusals', () => {
  const source = (campaign: Partial<CloneSnapshot['campaign']>, ...targetings: Array<Record<string, unknown>>) => ({
    campaign: { id: 'c1', name: 'Always On', objective: 'OUTCOME_SALES', ...campaign },
    adsets: targetings.map((targeting, index) => ({ id: `s${index}`, name: `Set ${index}`, targeting })),
  });

  it('refuses an Advantage+ shopping or app campaign of the old kind, for every account', () => {
    expect(sourceRefusals(source({ smart_promotion_type: 'AUTOMATED_SHOPPING_ADS' }, US), 'EU Store')).toEqual([
      { code: 'preflightLegacyShoppingCampaign', params: { campaign: 'Always On', account: 'EU Store' } },
    ]);
    expect(sourceRefusals(source({ smart_promotion_type: 'SMART_APP_PROMOTION' }), 'Tokyo')).toEqual([{ code: 'preflightLegacyAppCampaign', params: { campaign: 'Always On', account: 'Tokyo' } }]);
  });

  it('lets through an Advantage+ campaign of today, a guided one and a manual one', () => {
    const advantagePlus = { ...US, targeting_automation: { advantage_audience: 1 } };
    for (const campaign of [{ daily_budget: '10000' }, { smart_promotion_type: 'GUIDED_CREATION' }, {}]) expect(sourceRefusals(source(campaign, advantagePlus), 'EU Store')).toEqual([]);
  });

  it('refuses an ad set shown only in removed placements, which no copy could place as it was', () => {
    const onlyExplore = { ...US, publisher_platforms: ['instagram'], instagram_positions: ['explore'] };
    const noPlatforms = { ...US, instagram_positions: ['explore'] };
    const alsoFeed = { ...US, publisher_platforms: ['instagram'], instagram_positions: ['explore', 'stream'] };
    expect(sourceRefusals(source({}, onlyExplore, noPlatforms, alsoFeed), 'EU Store')).toEqual([
      { code: 'preflightPlacementsAllRemoved', params: { adSet: 'Set 0', account: 'EU Store' } },
      { code: 'preflightPlacementsAllRemoved', params: { adSet: 'Set 1', account: 'EU Store' } },
    ]);
  });
});

describe('placementWarnings', () => {
  it('says before the clone what its ad sets will be created without, as the plan does', () => {
    const adsets = [
      { id: 's1', name: 'Feed and Explore', targeting: { ...US, instagram_positions: ['stream', 'explore'] } },
      { id: 's2', name: 'Facebook', targeting: { ...US, publisher_platforms: ['facebook'] } },
    ];
    expect(placementWarnings({ adsets })).toEqual([{ code: 'cloneWarnExploreRemoved', params: { adSet: 'Feed and Explore' } }]);
  });
});

describe('currentInstagramNames', () => {
  it('renames instagram_actor_id, lifts instagram_story_id out of the spec and leaves the read-only ids out', () => {
    const stored = { page_id: 'p1', instagram_actor_id: 'ig-1', instagram_story_id: 'post-1', effective_instagram_story_id: 'post-1', link_data: { link: 'https://shop.example.com' } };
    expect(currentInstagramNames(stored)).toEqual({ spec: { page_id: 'p1', instagram_user_id: 'ig-1', link_data: { link: 'https://shop.example.com' } }, sourceInstagramMediaId: 'post-1' });
  });

  it('leaves a spec in today’s names as it is, and prefers instagram_user_id when both are there', () => {
    const current = { page_id: 'p1', instagram_user_id: 'ig-1', link_data: { link: 'https://shop.example.com' } };
    expect(currentInstagramNames(current)).toEqual({ spec: current });
    expect(currentInstagramNames({ instagram_actor_id: 'ig-old', instagram_user_id: 'ig-new' }).spec).toEqual({ instagram_user_id: 'ig-new' });
    expect(currentInstagramNames({ instagram_user_id: 'ig-new', instagram_actor_id: 'ig-old' }).spec).toEqual({ instagram_user_id: 'ig-new' });
  });
});
