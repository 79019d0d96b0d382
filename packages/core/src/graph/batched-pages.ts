import { type BatchOperation, type GraphClient, type GraphParams, MAX_BATCH_OPERATIONS } from './graph-client.ts';
import { GraphError } from './graph-error.ts';
import type { EdgeRequest } from './graph-reads.ts';

/** Meta's clients send JSON-valued parameters as JSON text, as the client does for single calls. */
function relativeUrl({ path, params }: EdgeRequest): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params as GraphParams)) {
    if (value !== undefined) query.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A `next` link as a batch operation: the path after the version, its parameters kept but the token, so the operation
 * runs with the batch's token and appsecret_proof. Only links back to the Graph host the client uses are followed.
 */
function nextAsRelative(next: string, origin: string): string {
  const url = new URL(next);
  if (url.origin !== origin) throw new GraphError('Graph API paging link points to another host', { code: 100 }, 'invalid');
  url.searchParams.delete('access_token');
  const path = url.pathname.replace(/^.*?\/v\d+\.\d+\//, '');
  return `${path}?${url.searchParams.toString()}`;
}

interface Page {
  data?: unknown[];
  paging?: { next?: string };
}

/**
 * Reads every item of several edges with as few round trips as Meta allows: the first page of every read goes out
 * in batches of up to 50 operations (sent side by side when there are more), and each later round carries the `next`
 * page of every read that has one. A read that fails fails the whole call with its own Graph error, so the failure
 * policy sees exactly what a single call would have raised. The batch retries transient failures in place and
 * waits out throttling once.
 */
export async function readAllPages(
  client: GraphClient,
  requests: readonly EdgeRequest[],
  call: { accessToken: string; adAccountId?: string; signal?: AbortSignal },
): Promise<unknown[][]> {
  // A throttled read is waited out in place, as a single call's would be, before the caller has to defer.
  const batchCall = { ...call, waitOnThrottle: true };
  const items: unknown[][] = requests.map(() => []);
  let pending = requests.map((request, index) => ({ index, relativeUrl: relativeUrl(request) }));
  while (pending.length > 0) {
    const chunks: Array<typeof pending> = [];
    for (let start = 0; start < pending.length; start += MAX_BATCH_OPERATIONS) chunks.push(pending.slice(start, start + MAX_BATCH_OPERATIONS));
    const answered = await Promise.all(
      chunks.map(async (chunk) => {
        const operations: BatchOperation[] = chunk.map((read) => ({ method: 'GET', relativeUrl: read.relativeUrl }));
        const results = await client.batch(operations, batchCall);
        return chunk.map((read, position) => {
          const result = results[position];
          if (!result) throw new GraphError('A Graph batch operation timed out', { code: 2 }, 'transient');
          if (!result.ok) throw result.error;
          return { index: read.index, page: result.body as Page };
        });
      }),
    );
    pending = [];
    for (const { index, page } of answered.flat()) {
      items[index]?.push(...(page.data ?? []));
      if (page.paging?.next) pending.push({ index, relativeUrl: nextAsRelative(page.paging.next, client.origin) });
    }
  }
  return items;
}
