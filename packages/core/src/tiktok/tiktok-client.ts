import { type Backoff, backoffDelay } from '../failure/failure-policy.ts';
import type { PlatformCallObserver } from '../platforms/platform-call.ts';
import { createTikTokPacer } from './tiktok-pacer.ts';
import { TIKTOK_CODES, TikTokApiError } from './tiktok-error.ts';

export type TikTokParams = Record<string, unknown>;

export interface TikTokClientOptions {
  /** Marketing API base with its version path: `https://business-api.tiktok.com/open_api/v1.3`, or the sandbox's. */
  baseUrl: string;
  /** Calls a second this process starts for the app; TikTok's Basic tier allows 10. */
  perSecond?: number;
  /** Lower per-second limits of single endpoints; TikTok's Basic tier allows `ad/create/` 5. */
  endpointPerSecond?: Record<string, number>;
  /** Slack on the pacer's one-second window for calls that arrive later than they start (default 250 ms). */
  pacingMarginMs?: number;
  timeoutMs?: number;
  /** Tries of a call TikTok refused as too many (40100) before the error goes up to the job, which defers. */
  throttleTries?: number;
  /** In-place retries of reads on transient errors (writes are never repeated blindly: a lost answer may have created). */
  readRetries?: number;
  backoff?: Backoff;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Told of every round trip, retries included (the process's metrics). */
  onCall?: PlatformCallObserver;
}

export interface TikTokCall {
  /** The advertiser token (sent as the `Access-Token` header); absent only for the OAuth calls that carry the app secret. */
  accessToken?: string;
  signal?: AbortSignal;
}

export interface TikTokPage<T> {
  list: T[];
  page_info?: { page: number; page_size: number; total_number: number; total_page: number };
}

interface Envelope<T> {
  code: number;
  message: string;
  request_id?: string;
  data: T;
}

export const TIKTOK_API_BASE_URL = 'https://business-api.tiktok.com/open_api/v1.3';
/** TikTok's largest `page_size` for object and report reads. */
const TIKTOK_PAGE_SIZE = 1000;
const THROTTLE_WAIT_MS = 1_000;

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * TikTok's Marketing API as AdFleet calls it: reads are GETs with lists and objects JSON-encoded in the query, writes
 * POSTs with a JSON body, every answer an HTTP 200 envelope whose non-zero `code` becomes a TikTokApiError classified
 * like Meta's errors. Calls are paced to the app's per-second limits; a 40100 is waited out in place a few times; reads
 * are retried in place on transient errors. One client per process, so the pacing spans every job.
 */
export function createTikTokClient(options: TikTokClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? abortableSleep;
  const pacer = createTikTokPacer({
    perSecond: options.perSecond ?? 10,
    endpointPerSecond: options.endpointPerSecond ?? { '/ad/create/': 5 },
    marginMs: options.pacingMarginMs ?? 250,
    sleep,
    ...(options.now ? { now: options.now } : {}),
  });
  const throttleTries = options.throttleTries ?? 3;
  const readRetries = options.readRetries ?? 2;
  const backoff = options.backoff ?? { baseMs: 250, capMs: 4_000 };

  async function once<T>(method: 'GET' | 'POST', path: string, params: TikTokParams, call: TikTokCall): Promise<T> {
    await pacer.slot(path, call.signal);
    const url = new URL(`${base}${path}`);
    const headers: Record<string, string> = call.accessToken ? { 'access-token': call.accessToken } : {};
    let body: string | undefined;
    if (method === 'GET') {
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined) url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
      }
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(params);
    }
    const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    let envelope: Envelope<T>;
    let status: number | undefined;
    try {
      const response = await doFetch(url, { method, headers, ...(body ? { body } : {}), signal });
      status = response.status;
      envelope = (await response.json()) as Envelope<T>;
      if (typeof envelope?.code !== 'number') throw new Error(`HTTP ${response.status} without TikTok's envelope`);
    } catch (error) {
      call.signal?.throwIfAborted();
      const unreachable = new TikTokApiError(TIKTOK_CODES.UNREACHABLE, `TikTok ${path} could not be reached`, { cause: error });
      options.onCall?.({ platform: 'tiktok', status, code: undefined, result: unreachable.kind });
      throw unreachable;
    }
    if (envelope.code !== 0) {
      const refused = new TikTokApiError(envelope.code, `TikTok ${path} answered ${envelope.code}: ${envelope.message}`, envelope.request_id ? { requestId: envelope.request_id } : {});
      options.onCall?.({ platform: 'tiktok', status, code: envelope.code, result: refused.kind });
      throw refused;
    }
    options.onCall?.({ platform: 'tiktok', status, code: 0, result: 'ok' });
    return envelope.data;
  }

  async function request<T>(method: 'GET' | 'POST', path: string, params: TikTokParams, call: TikTokCall): Promise<T> {
    for (let throttled = 0, failed = 0; ; ) {
      try {
        return await once<T>(method, path, params, call);
      } catch (error) {
        if (!(error instanceof TikTokApiError)) throw error;
        // A 40100 refused the call before it did anything, so even a write is safe to send again.
        if (error.kind === 'throttled' && ++throttled < throttleTries) {
          await sleep(THROTTLE_WAIT_MS * throttled, call.signal);
          continue;
        }
        if (error.kind === 'transient' && method === 'GET' && failed < readRetries) {
          await sleep(backoffDelay(failed++, backoff, options.random), call.signal);
          continue;
        }
        throw error;
      }
    }
  }

  return {
    get: <T>(path: string, params: TikTokParams, call: TikTokCall) => request<T>('GET', path, params, call),
    post: <T>(path: string, body: TikTokParams, call: TikTokCall) => request<T>('POST', path, body, call),
    /** Every page of a list read (`page` from 1 until `total_page`), in order. */
    async allPages<T>(path: string, params: TikTokParams, call: TikTokCall, pageSize = TIKTOK_PAGE_SIZE): Promise<T[]> {
      const items: T[] = [];
      for (let page = 1; ; page++) {
        const data = await request<TikTokPage<T>>('GET', path, { ...params, page, page_size: pageSize }, call);
        items.push(...(data.list ?? []));
        const totalPages = data.page_info?.total_page ?? 1;
        if (page >= totalPages || (data.list ?? []).length === 0) return items;
      }
    },
  };
}

export type TikTokClient = ReturnType<typeof createTikTokClient>;
