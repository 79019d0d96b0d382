export interface Limits {
  /** Calls a second, per app. */
  qps: number;
  /** Calls a minute, per app. */
  qpm: number;
  /** How long going past the per-minute limit locks every call out. */
  lockSeconds: number;
  /** Tighter per-second limits of single endpoints (TikTok's `ad/create/`: 5 on the Basic tier), by path below /open_api/v1.3. */
  endpointQps: Record<string, number>;
}

export type LimitVerdict = { ok: true } | { ok: false; scope: 'second' | 'minute'; lockedSeconds?: number };

/**
 * TikTok's limits per developer app: a call past the per-second or per-minute count (or its endpoint's own
 * per-second count) is refused with 40100 and counted nowhere; going past the per-minute count also locks the app out
 * for `lockSeconds`. Measured on its own clock (real time by default), not the world's: moving the demo calendar must
 * not open or close a window.
 */
export function createRateLimiter(initial: Limits, clock: () => number) {
  let limits: Limits = structuredClone(initial);
  let accepted: number[] = [];
  let byEndpoint = new Map<string, number[]>();
  let lockedUntil = 0;
  const within = (times: number[], now: number, ms: number) => times.filter((at) => at > now - ms).length;
  return {
    get: (): Limits => structuredClone(limits),
    set(next: Partial<Limits>) {
      limits = { ...limits, ...structuredClone(next) };
    },
    reset(next: Limits = initial) {
      limits = structuredClone(next);
      accepted = [];
      byEndpoint = new Map();
      lockedUntil = 0;
    },
    admit(endpoint: string): LimitVerdict {
      const now = clock();
      if (now < lockedUntil) return { ok: false, scope: 'minute', lockedSeconds: Math.ceil((lockedUntil - now) / 1000) };
      accepted = accepted.filter((at) => at > now - 60_000);
      if (accepted.length >= limits.qpm) {
        lockedUntil = now + limits.lockSeconds * 1000;
        return { ok: false, scope: 'minute', lockedSeconds: limits.lockSeconds };
      }
      if (within(accepted, now, 1000) >= limits.qps) return { ok: false, scope: 'second' };
      const endpointLimit = limits.endpointQps[endpoint];
      const endpointTimes = (byEndpoint.get(endpoint) ?? []).filter((at) => at > now - 1000);
      if (endpointLimit !== undefined && endpointTimes.length >= endpointLimit) return { ok: false, scope: 'second' };
      accepted.push(now);
      if (endpointLimit !== undefined) byEndpoint.set(endpoint, [...endpointTimes, now]);
      return { ok: true };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
