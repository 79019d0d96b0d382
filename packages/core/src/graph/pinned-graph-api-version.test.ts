import { describe, expect, it } from 'vitest';
import { EXPIRY_WARNING_DAYS, GRAPH_API_VERSION, graphApiVersionStatus } from './graph-api-versions.ts';

/**
 * On purpose against today's date, unlike every other test: the build breaks when the Graph API version AdFleet pins
 * comes within EXPIRY_WARNING_DAYS of the expiry Meta announced for it (the day /auth-diagnostics starts warning), so
 * the version is moved on before Meta upgrades AdFleet's calls for it. The fix is a newer version in
 * graph-api-versions.ts, tried against the Graph sandbox, never a change to this test.
 */
describe('the pinned Graph API version', () => {
  it(`does not expire within ${EXPIRY_WARNING_DAYS} days of today`, () => {
    const status = graphApiVersionStatus(GRAPH_API_VERSION, new Date());
    expect(status.state, `${GRAPH_API_VERSION} expires on ${status.expires} (${status.daysLeft} days from today): move AdFleet to a newer Graph API version`).toBe('current');
  });
});
