import type { TikTokApp } from './tiktok-app.ts';
import type { TikTokClient } from './tiktok-client.ts';

export interface TikTokAdvertiserInfo {
  advertiser_id: string;
  name: string;
  currency: string;
  timezone: string | null;
  status: string;
}

/** TikTok takes at most 100 advertiser ids per advertiser/info call. */
const INFO_BATCH = 100;

/** The few Marketing API calls connecting needs: trading the authorization code for a token and reading the advertisers it was granted. */
export function tiktokOauthApi(client: TikTokClient, app: TikTokApp) {
  return {
    exchangeAuthCode: (authCode: string) =>
      client.post<{ access_token: string; advertiser_ids: string[]; scope: unknown }>('/oauth2/access_token/', { app_id: app.appId, secret: app.appSecret, auth_code: authCode }, {}),
    async advertiserIds(accessToken: string): Promise<string[]> {
      const data = await client.get<{ list: { advertiser_id: string }[] }>('/oauth2/advertiser/get/', { app_id: app.appId, secret: app.appSecret }, { accessToken });
      return data.list.map((entry) => String(entry.advertiser_id));
    },
    advertiserInfo: (accessToken: string, advertiserIds: readonly string[]) => readAdvertiserInfo(client, accessToken, advertiserIds),
  };
}

/** `advertiser/info/` for the given advertisers (name, currency, time zone, status), 100 ids a call: connect and every connection sync read it. */
export async function readAdvertiserInfo(client: TikTokClient, accessToken: string, advertiserIds: readonly string[], signal?: AbortSignal): Promise<TikTokAdvertiserInfo[]> {
  const found: TikTokAdvertiserInfo[] = [];
  for (let start = 0; start < advertiserIds.length; start += INFO_BATCH) {
    const data = await client.get<{ list: TikTokAdvertiserInfo[] }>(
      '/advertiser/info/',
      { advertiser_ids: advertiserIds.slice(start, start + INFO_BATCH), fields: ['advertiser_id', 'name', 'currency', 'timezone', 'status'] },
      { accessToken, ...(signal ? { signal } : {}) },
    );
    found.push(...data.list);
  }
  return found;
}
