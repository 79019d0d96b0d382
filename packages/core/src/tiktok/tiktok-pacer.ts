/**
 * TikTok's limits are per developer app (TIKTOK_API.md: Basic tier 10 calls a second, `ad/create/` 5), so one pacer per
 * process spaces every call it starts: at most `perSecond` in any second, and an endpoint's own lower limit for it.
 * Other processes share the app's budget too; what they push over it comes back as 40100 and is waited out by the client.
 */
export interface TikTokPacerOptions {
  perSecond: number;
  /** Lower per-second limits of single endpoints, by path below the version (e.g. `/ad/create/`). */
  endpointPerSecond: Record<string, number>;
  /**
   * Added to the one-second window. TikTok counts calls when they arrive, not when they start: a burst let through at
   * once arrives spread over some milliseconds, so the next burst, started a second after the first, would meet the
   * tail of the first in TikTok's window and be refused (40100).
   */
  marginMs?: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const WINDOW_MS = 1_000;

export function createTikTokPacer(options: TikTokPacerOptions) {
  const windowMs = WINDOW_MS + (options.marginMs ?? 0);
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const started: number[] = [];
  const startedByEndpoint = new Map<string, number[]>();

  /** How long until a call may start within `limit` calls per window, given the start times kept in `times`. */
  function waitFor(times: number[], limit: number, at: number): number {
    while (times.length > 0 && (times[0] ?? 0) <= at - windowMs) times.shift();
    return times.length < limit ? 0 : (times[times.length - limit] ?? at) + windowMs - at;
  }

  return {
    /** Resolves when a call to `path` may start, and counts it as started. */
    async slot(path: string, signal?: AbortSignal): Promise<void> {
      const endpointLimit = options.endpointPerSecond[path];
      for (;;) {
        signal?.throwIfAborted();
        const at = now();
        const endpointTimes = endpointLimit === undefined ? undefined : (startedByEndpoint.get(path) ?? []);
        const wait = Math.max(waitFor(started, options.perSecond, at), endpointTimes ? waitFor(endpointTimes, endpointLimit ?? 1, at) : 0);
        if (wait <= 0) {
          started.push(at);
          if (endpointTimes) {
            endpointTimes.push(at);
            startedByEndpoint.set(path, endpointTimes);
          }
          return;
        }
        await sleep(wait, signal);
      }
    },
  };
}
