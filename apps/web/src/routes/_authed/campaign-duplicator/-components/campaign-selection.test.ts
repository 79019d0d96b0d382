import { describe, expect, it } from 'vitest';
import { campaignFixture } from './campaign-fixture';
import { pageSelectionState, toggleAllCampaigns, toggleCampaign } from './campaign-selection';

const a = campaignFixture({ id: 'a', name: 'A' });
const b = campaignFixture({ id: 'b', name: 'B' });
const tiktok = campaignFixture({ id: 't', name: 'T', platformId: 2 });

describe('campaign selection', () => {
  it('keeps the campaigns in the order they were ticked and drops an unticked one', () => {
    const ticked = toggleCampaign(toggleCampaign(new Map(), b, true), a, true);
    expect([...ticked.keys()]).toEqual(['b', 'a']);
    expect([...toggleCampaign(ticked, b, false).keys()]).toEqual(['a']);
  });

  it('selects Meta campaigns only: a TikTok campaign is duplicated on its own, never mixed in', () => {
    expect(toggleCampaign(new Map(), tiktok, true).size).toBe(0);
    expect([...toggleAllCampaigns(new Map(), [a, tiktok, b], true).keys()]).toEqual(['a', 'b']);
    expect([...toggleCampaign(new Map([['a', a]]), tiktok, true).keys()]).toEqual(['a']);
  });

  it('selects and clears the whole page, keeping what was ticked on another page', () => {
    const other = campaignFixture({ id: 'x' });
    const all = toggleAllCampaigns(new Map([['x', other]]), [a, b], true);
    expect([...all.keys()]).toEqual(['x', 'a', 'b']);
    expect([...toggleAllCampaigns(all, [a, b], false).keys()]).toEqual(['x']);
  });

  it('says whether the page is wholly, partly or not ticked, counting only campaigns that can join it', () => {
    expect(pageSelectionState(new Map(), [a, b])).toBe('none');
    expect(pageSelectionState(new Map([['a', a]]), [a, b])).toBe('some');
    expect(pageSelectionState(new Map([['a', a], ['b', b]]), [a, b, tiktok])).toBe('all');
  });
});
