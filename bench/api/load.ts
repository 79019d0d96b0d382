import autocannon from 'autocannon';

export interface LoadResult {
  /** Requests per second, mean over the run. */
  rps: number;
  /** Answers received over the run. */
  requests: number;
  /** The server's CPU time per answer (µs), when the caller measured its process around the run. */
  cpuMicros?: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors or timeouts: a run with any is not a fair figure. */
  non2xx: number;
  errors: number;
}

/** autocannon against one URL: 50 connections (issue 14's load) for `seconds`. */
export async function load(options: { url: string; method: 'GET' | 'POST'; body?: string; headers: Record<string, string>; seconds: number; connections?: number }): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method,
    connections: options.connections ?? 50,
    duration: options.seconds,
    headers: options.headers,
    // A report under 50 connections on two cores can queue for longer than autocannon's default 10 s: it is then a
    // slow answer, not a lost one.
    timeout: 30,
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  return { rps: result.requests.average, requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}
