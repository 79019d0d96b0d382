import type { AdAccountRow } from '@adfleet/db';
import { describe, expect, it, vi } from 'vitest';
import { tiktokAccountReader } from './tiktok-account-reader.ts';
import { createTikTokClient } from './tiktok-client.ts';

const advertiser = { ad_account_id: '7000000001', currency: 'USD', adset_insights_backfilled_at: null } as AdAccountRow;
// The first sync's 91 days (today and the 90 before it), as the account, campaign and ad-group levels read them.
const ranges = { insights: { since: '2026-08-30', until: '2026-11-28' }, today: '2026-11-28', recentDays: 3 };

/**
 * TikTok at the edge of the world: every call is still on its way until its request is aborted, except that the
 * deleted ads' listing may be refused for good. Each pending request's signal is kept to see whether it was aborted.
 */
function slowTikTok({ refuseDeletedAds }: { refuseDeletedAds: boolean }) {
  const inFlight: Array<{ url: string; signal: AbortSignal }> = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (refuseDeletedAds && url.includes('/ad/get/') && url.includes('AD_STATUS_DELETE%22')) {
      return Response.json({ code: 40001, message: 'No permission to operate advertiser', data: {} });
    }
    const signal = init?.signal as AbortSignal;
    inFlight.push({ url, signal });
    return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
  }) as typeof globalThis.fetch;
  return { client: createTikTokClient({ baseUrl: 'https://tiktok.test/open_api/v1.3', fetch, perSecond: 1_000, timeoutMs: 60_000 }), inFlight };
}

describe('TikTok account reader', () => {
  it('stops the advertiser’s other reads when one fails, so none runs on beside the retry of the attempt', async () => {
    const tiktok = slowTikTok({ refuseDeletedAds: true });
    const read = tiktokAccountReader(tiktok.client)(advertiser, 'token', ranges);
    await expect(read).rejects.toMatchObject({ code: 40001 });
    // At least the six listings sent before the refused one (campaigns' and ad groups' of every status, ads') were under way.
    expect(tiktok.inFlight.length).toBeGreaterThanOrEqual(6);
    expect(tiktok.inFlight.filter((request) => !request.signal.aborted).map((request) => request.url)).toEqual([]);
  });

  it('leaves the reads alone while they succeed: a job’s own signal is the only other stop', async () => {
    const tiktok = slowTikTok({ refuseDeletedAds: false });
    const job = new AbortController();
    const read = tiktokAccountReader(tiktok.client)({ ...advertiser, ad_account_id: '7000000002' }, 'token', ranges, job.signal).catch((error: unknown) => error);
    // Nine listings (every status of campaigns, ad groups and ads), three of the Smart+ ones, and three levels × four
    // report windows of at most 30 days, all under way.
    await vi.waitFor(() => expect(tiktok.inFlight.length).toBe(9 + 3 + 12));
    expect(tiktok.inFlight.filter((request) => request.url.includes('/smart_plus/')).map((request) => new URL(request.url).pathname).sort()).toEqual([
      '/open_api/v1.3/smart_plus/ad/get/',
      '/open_api/v1.3/smart_plus/adgroup/get/',
      '/open_api/v1.3/smart_plus/campaign/get/',
    ]);
    expect(tiktok.inFlight.some((request) => request.signal.aborted)).toBe(false);
    const stopping = new Error('worker stopping');
    job.abort(stopping);
    expect(await read).toBe(stopping);
    expect(tiktok.inFlight.every((request) => request.signal.aborted)).toBe(true);
  });
});
