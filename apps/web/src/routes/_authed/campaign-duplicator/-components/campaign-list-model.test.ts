import { describe, expect, it } from 'vitest';
import { findCampaignByParam } from './campaign-list-model';

describe('findCampaignByParam', () => {
  const campaigns = [
    { id: 'uuid-1', externalId: '120001' },
    { id: 'uuid-2', externalId: '120002' },
  ];
  it("matches a campaign's Meta id or AdFleet id", () => {
    expect(findCampaignByParam(campaigns, '120002')?.id).toBe('uuid-2');
    expect(findCampaignByParam(campaigns, 'uuid-1')?.externalId).toBe('120001');
  });
  it('matches nothing without a parameter or for an unknown id', () => {
    expect(findCampaignByParam(campaigns, undefined)).toBeUndefined();
    expect(findCampaignByParam(campaigns, '999')).toBeUndefined();
  });
});
