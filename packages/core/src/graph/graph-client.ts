import { createHmac } from 'node:crypto';
import { type Backoff, decideFailure } from '../failure/failure-policy.ts';
import { createAccountPacer, type PacerOptions } from './account-pacer.ts';
import { graphErrorFrom } from './graph-error-body.ts';
import { GraphError } from './graph-error.ts';
import type { PlatformCallObserver } from '../platforms/platform-call.ts';
import { type AccountUsageReading, accountUsageReading, parseUsageHeaders, type GraphUsage } from './usage-headers.ts';

export type GraphParams = Record<string, string | number | boolean | object | undefined>;

export interface GraphClientOptions {
  /** graph.facebook.com or the sandbox, e.g. http://localhost:3000/sandbox/graph (no trailing slash needed). */
  baseUrl: string;
  /** e.g. "v27.0" (GRAPH_API_VERSION). */
  version: string;
  /** With it, every call carries appsecret_proof = HMAC-SHA256(app secret, access token). */
  appSecret?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
  pacing?: Partial<Pick<PacerOptions, 'threshold' | 'maxDelayMs'>>;
  /** A throttled call whose block ends within this is waited out and retried once. Default 5 minutes. */
  maxThrottleWaitMs?: number;
  timeoutMs?: number;
  /** In-place retries of reads (GETs, read-only batches) on transient errors; default 5 tries, 250 ms doubling to 8 s. */
  retry?: { maxTries?: number; backoff?: Backoff };
  /** The jitter source of those retries (tests pass a fixed one). */
  random?: () => number;
  /** Told of every round trip, retries and each batch as one (the process's metrics). */
  onCall?: PlatformCallObserver;
}

export interface CallOptions {
  accessToken: string;
  /** The ad account the call works on (digits or act_…), for pacing; inferred from an act_… path when omitted. */
  adAccountId?: string;
  signal?: AbortSignal;
  /**
   * False for a write whose code-17 answer may be a limit of the object rather than of the account (an ad set's budget
   * changes 4 times an hour): the error is thrown at once, without waiting or holding back the account's other calls.
   * A batch's throttled operations are returned as they are unless this is true (see `waitOutThrottledReads`).
   */
  waitOnThrottle?: boolean;
}

export interface GraphResult<T> {
  body: T;
  status: number;
  usage: GraphUsage;
}

export interface BatchOperation {
  method: 'GET' | 'POST' | 'DELETE';
  /** Relative to the version, e.g. "act_1/campaigns?fields=id" or "{result=campaign:$.id}". */
  relativeUrl: string;
  body?: GraphParams;
  name?: string;
  dependsOn?: string;
  omitResponseOnSuccess?: boolean;
}

export type BatchResult = { ok: true; status: number; body: unknown; usage: GraphUsage } | { ok: false; status: number; error: GraphError } | null;

export const MAX_BATCH_OPERATIONS = 50;
const DEFAULT_THROTTLE_WAIT_MS = 5 * 60_000;
const DEFAULT_READ_RETRIES = 5;
const DEFAULT_READ_BACKOFF: Backoff = { baseMs: 250, capMs: 8_000 };

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Meta's clients send JSON-valued parameters as JSON text; so do we. */
function encodeParams(params: GraphParams): URLSearchParams {
  const encoded = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) encoded.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return encoded;
}

function accountFromPath(path: string): string | undefined {
  return /(?:^|\/)act_(\d+)/.exec(path)?.[1];
}

/**
 * A thin typed client for the Graph / Marketing API: configurable base URL and version, appsecret_proof on every
 * call, typed errors, usage headers on every result, per-ad-account pacing, absolute `next` paging and batches.
 * It waits out throttling it was told to wait out, and retries transient errors of reads in place (with backoff and
 * full jitter, as the failure policy decides): a GET, or a batch of GETs, changes nothing, so repeating it is safe.
 * Writes are never repeated here: their callers record them as steps and reconcile an unknown outcome by lookup.
 */
export function createGraphClient(options: GraphClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const origin = new URL(baseUrl).origin;
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const maxThrottleWaitMs = options.maxThrottleWaitMs ?? DEFAULT_THROTTLE_WAIT_MS;
  const pacer = createAccountPacer({ ...options.pacing, sleep, now });
  // The latest usage each ad account's headers reported, for callers that record it (sync, clone).
  const latestUsage = new Map<string, AccountUsageReading>();
  const noteUsage = (accountId: string | undefined, usage: GraphUsage) => {
    const reading = accountId ? accountUsageReading(usage, now()) : undefined;
    if (accountId && reading) latestUsage.set(accountId, reading);
  };
  const readRetries = { maxTries: options.retry?.maxTries ?? DEFAULT_READ_RETRIES, backoff: options.retry?.backoff ?? DEFAULT_READ_BACKOFF, finalAttempt: true, ...(options.random ? { random: options.random } : {}) };

  /** The wait before repeating a read that failed for the `tries`-th time, or undefined when it must not be repeated. */
  const readRetryDelay = (error: unknown, tries: number): number | undefined => {
    const decision = decideFailure(error, { ...readRetries, tries });
    return decision.action === 'retry' ? decision.delayMs : undefined;
  };

  const proofFor = (accessToken: string) => (options.appSecret ? createHmac('sha256', options.appSecret).update(accessToken).digest('hex') : undefined);
  const urlFor = (path: string) => `${baseUrl}/${options.version}/${path.replace(/^\//, '')}`;

  async function send<T>(method: string, url: string, body: URLSearchParams | undefined, call: CallOptions, accountId: string | undefined, readOnly = method === 'GET'): Promise<GraphResult<T>> {
    let transientTries = 0;
    for (let attempt = 0; ; attempt++) {
      const result = await sendOnce<T>(method, url, body, call, accountId);
      if (!(result instanceof GraphError)) return result;
      if (result.kind === 'throttled' && call.waitOnThrottle !== false) {
        const wait = result.retryAfterMs ?? 60_000;
        pacer.block(accountId, wait);
        // Meta rejects a throttled call before doing anything, so trying it again later is safe even for writes.
        if (attempt === 0 && wait <= maxThrottleWaitMs) continue;
      }
      const delay = readOnly ? readRetryDelay(result, transientTries) : undefined;
      if (delay === undefined) throw result;
      transientTries++;
      await sleep(delay, call.signal);
    }
  }

  /** One round trip: the result, or the error Meta answered with (a transient one when Meta could not be reached). */
  async function sendOnce<T>(method: string, url: string, body: URLSearchParams | undefined, call: CallOptions, accountId: string | undefined): Promise<GraphResult<T> | GraphError> {
    await pacer.beforeCall(accountId, call.signal);
    let response: Response;
    let text: string;
    try {
      const signals = [AbortSignal.timeout(options.timeoutMs ?? 120_000), ...(call.signal ? [call.signal] : [])];
      response = await fetchImpl(url, {
        method,
        // The token travels in a header, not the URL, so proxies and access logs never see it.
        headers: { authorization: `OAuth ${call.accessToken}`, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(body ? { body } : {}),
        signal: AbortSignal.any(signals),
      });
      text = await response.text();
    } catch (error) {
      if (call.signal?.aborted) throw error;
      const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      options.onCall?.({ platform: 'meta', status: undefined, code: undefined, result: 'transient' });
      return new GraphError(`Could not reach the Graph API (${reason})`, { code: 2 }, 'transient');
    }
    const usage = parseUsageHeaders(response.headers);
    pacer.record(accountId, usage);
    noteUsage(accountId, usage);
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (response.ok && parsed !== undefined) {
      options.onCall?.({ platform: 'meta', status: response.status, code: undefined, result: 'ok' });
      return { body: parsed as T, status: response.status, usage };
    }
    const error = graphErrorFrom(response.status, parsed, usage);
    options.onCall?.({ platform: 'meta', status: response.status, code: error.code, result: error.kind });
    return error;
  }

  function withProof(params: GraphParams, accessToken: string): GraphParams {
    const proof = proofFor(accessToken);
    return proof ? { ...params, appsecret_proof: proof } : params;
  }

  function request<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, params: GraphParams, call: CallOptions, readOnly = method === 'GET'): Promise<GraphResult<T>> {
    const accountId = call.adAccountId?.replace(/^act_/, '') ?? accountFromPath(path);
    const encoded = encodeParams(withProof(params, call.accessToken));
    if (method === 'POST') return send<T>(method, urlFor(path), encoded, call, accountId, readOnly);
    const query = encoded.toString();
    return send<T>(method, query ? `${urlFor(path)}?${query}` : urlFor(path), undefined, call, accountId);
  }

  async function runBatch(operations: BatchOperation[], call: CallOptions, readOnly: boolean): Promise<BatchResult[]> {
    const batch = operations.map((operation) => ({
      method: operation.method,
      relative_url: operation.relativeUrl,
      ...(operation.body ? { body: encodeParams(operation.body).toString() } : {}),
      ...(operation.name ? { name: operation.name } : {}),
      ...(operation.dependsOn ? { depends_on: operation.dependsOn } : {}),
      ...(operation.omitResponseOnSuccess !== undefined ? { omit_response_on_success: operation.omitResponseOnSuccess } : {}),
    }));
    const { body } = await request<Array<{ code: number; headers?: Array<{ name: string; value: string }>; body: string } | null>>('POST', '', { batch, include_headers: true }, call, readOnly);
    return body.map((entry): BatchResult => {
      if (!entry) return null;
      const headers = new Map((entry.headers ?? []).map((header) => [header.name.toLowerCase(), header.value]));
      const usage = parseUsageHeaders({ get: (name) => headers.get(name) ?? null });
      // Each operation reports its account's usage in its own headers; the latest is what the account has left.
      noteUsage(call.adAccountId?.replace(/^act_/, ''), usage);
      let parsed: unknown;
      try {
        parsed = JSON.parse(entry.body);
      } catch {
        parsed = undefined;
      }
      if (entry.code < 400) return { ok: true, status: entry.code, body: parsed, usage };
      return { ok: false, status: entry.code, error: graphErrorFrom(entry.code, parsed, usage) };
    });
  }

  /**
   * Operations of a read-only batch that Meta throttled are waited out and repeated once, as a single throttled call
   * is: the account is blocked for Meta's regain time (so its other calls wait too) and, when that is short enough,
   * only the throttled operations are sent again. Whatever is still throttled is left for the caller to defer. Only
   * when the caller asks (`waitOnThrottle: true`): the clone's batches hand a throttled target back to be deferred.
   */
  async function waitOutThrottledReads(operations: BatchOperation[], results: BatchResult[], call: CallOptions): Promise<void> {
    if (call.waitOnThrottle !== true) return;
    const throttled = results.flatMap((result, index) => (result && !result.ok && result.error.kind === 'throttled' ? [{ index, error: result.error }] : []));
    const wait = Math.max(...throttled.map(({ error }) => error.retryAfterMs ?? 60_000));
    if (throttled.length === 0) return;
    const accountId = call.adAccountId?.replace(/^act_/, '');
    pacer.block(accountId, wait);
    if (wait > maxThrottleWaitMs) return;
    // The pacer waits before an account's next call; without an account the wait is taken here.
    if (!accountId) await sleep(wait, call.signal);
    const again = await runBatch(throttled.map(({ index }) => operations[index] as BatchOperation), call, true);
    throttled.forEach(({ index }, position) => (results[index] = again[position] ?? null));
  }

  const client = {
    /** The Graph host's origin; `next` links are only followed back to it. */
    origin,
    request,
    get: async <T = unknown>(path: string, params: GraphParams, call: CallOptions) => (await request<T>('GET', path, params, call)).body,
    post: async <T = unknown>(path: string, params: GraphParams, call: CallOptions) => (await request<T>('POST', path, params, call)).body,
    delete: async <T = unknown>(path: string, params: GraphParams, call: CallOptions) => (await request<T>('DELETE', path, params, call)).body,

    /** Every item of an edge, page by page, following Meta's absolute `next` links verbatim. */
    async *paginate<T = unknown>(path: string, params: GraphParams, call: CallOptions): AsyncGenerator<T> {
      const accountId = call.adAccountId?.replace(/^act_/, '') ?? accountFromPath(path);
      let page = (await request<{ data?: T[]; paging?: { next?: string } }>('GET', path, params, call)).body;
      for (;;) {
        for (const item of page.data ?? []) yield item;
        const next = page.paging?.next;
        if (!next) return;
        // Only ever follow links back to the Graph host we were configured with: the token goes with them.
        if (new URL(next).origin !== origin) throw new GraphError('Graph API paging link points to another host', { code: 100 }, 'invalid');
        page = (await send<{ data?: T[]; paging?: { next?: string } }>('GET', next, undefined, call, accountId)).body;
      }
    },

    /**
     * Up to 50 operations in one call; each result is parsed on its own, so one failure does not hide the others. A
     * batch of independent GETs is a read: the whole call, and then each operation that failed transiently (or timed
     * out), is repeated in place with backoff.
     */
    async batch(operations: BatchOperation[], call: CallOptions): Promise<BatchResult[]> {
      if (operations.length > MAX_BATCH_OPERATIONS) throw new RangeError(`A Graph batch holds at most ${MAX_BATCH_OPERATIONS} operations, got ${operations.length}`);
      const readOnly = operations.every((operation) => operation.method === 'GET' && !operation.name && !operation.dependsOn);
      const results = await runBatch(operations, call, readOnly);
      if (!readOnly) return results;
      await waitOutThrottledReads(operations, results, call);
      for (let tries = 0; ; tries++) {
        const failed = results.flatMap((result, index) => (result === null || (!result.ok && result.error.kind === 'transient') ? [index] : []));
        const [first] = failed;
        if (first === undefined) return results;
        const result = results[first];
        const error = result && !result.ok ? result.error : new GraphError('A Graph batch operation timed out', { code: 2 }, 'transient');
        const delay = readRetryDelay(error, tries);
        if (delay === undefined) return results;
        await sleep(delay, call.signal);
        const again = await runBatch(failed.map((index) => operations[index] as BatchOperation), call, true);
        failed.forEach((index, position) => (results[index] = again[position] ?? null));
      }
    },

    /** The last usage percentage seen for an ad account (0 before any call). */
    usagePercent: (adAccountId: string) => pacer.percent(adAccountId.replace(/^act_/, '')),
    /** The latest usage an ad account's own headers reported (X-App-Usage left out), if any call on it has answered. */
    accountUsage: (adAccountId: string): AccountUsageReading | undefined => latestUsage.get(adAccountId.replace(/^act_/, '')),
  };
  return client;
}

export type GraphClient = ReturnType<typeof createGraphClient>;
