import type { TikTokApp } from './tiktok-app.ts';

/** TikTok answered with a non-zero `code` (always inside an HTTP 200), or could not be reached at all (code 0). */
export class TikTokApiError extends Error {
  override name = 'TikTokApiError';
  readonly code: number;
  constructor(code: number, message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.code = code;
  }
}

export interface TikTokAdvertiserInfo {
  advertiser_id: string;
  name: string;
  currency: string;
  timezone: string | null;
  status: string;
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** TikTok takes at most 100 advertiser ids per advertiser/info call. */
const INFO_BATCH = 100;
const CALL_TIMEOUT_MS = 15_000;

/**
 * The few Marketing API calls connecting needs: trading the authorization code for a token and reading the
 * advertisers it was granted. Lists and objects travel JSON-encoded in the query, as TikTok documents.
 */
export function tiktokOauthApi(app: TikTokApp) {
  async function call<T>(method: 'GET' | 'POST', path: string, params: Record<string, unknown>, accessToken?: string): Promise<T> {
    const url = new URL(`${app.apiBaseUrl.replace(/\/$/, '')}${path}`);
    const headers: Record<string, string> = accessToken ? { 'access-token': accessToken } : {};
    let body: string | undefined;
    if (method === 'GET') {
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(params);
    }
    let envelope: Envelope<T>;
    try {
      const response = await fetch(url, { method, headers, ...(body ? { body } : {}), signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
      envelope = (await response.json()) as Envelope<T>;
    } catch (error) {
      throw new TikTokApiError(0, `TikTok ${path} could not be reached`, { cause: error });
    }
    if (envelope.code !== 0) throw new TikTokApiError(envelope.code, `TikTok ${path} answered ${envelope.code}`);
    return envelope.data;
  }

  return {
    exchangeAuthCode: (authCode: string) =>
      call<{ access_token: string; advertiser_ids: string[]; scope: unknown }>('POST', '/oauth2/access_token/', { app_id: app.appId, secret: app.appSecret, auth_code: authCode }),
    async advertiserIds(accessToken: string): Promise<string[]> {
      const data = await call<{ list: { advertiser_id: string }[] }>('GET', '/oauth2/advertiser/get/', { app_id: app.appId, secret: app.appSecret }, accessToken);
      return data.list.map((entry) => String(entry.advertiser_id));
    },
    async advertiserInfo(accessToken: string, advertiserIds: readonly string[]): Promise<TikTokAdvertiserInfo[]> {
      const found: TikTokAdvertiserInfo[] = [];
      for (let start = 0; start < advertiserIds.length; start += INFO_BATCH) {
        const data = await call<{ list: TikTokAdvertiserInfo[] }>(
          'GET',
          '/advertiser/info/',
          { advertiser_ids: advertiserIds.slice(start, start + INFO_BATCH), fields: ['advertiser_id', 'name', 'currency', 'timezone', 'status'] },
          accessToken,
        );
        found.push(...data.list);
      }
      return found;
    },
  };
}
