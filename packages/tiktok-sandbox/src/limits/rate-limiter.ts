export interface Limits {
  /** Calls a second, per app. */
  qps: number;
  /** Calls a minute, per app. */
  qpm: number;
  /** How long going past the per-minute limit locks every call out. */
  lockSeconds: number;
}

export type LimitVerdict = { ok: true } | { ok: false; scope: 'second' | 'minute'; lockedSeconds?: number };

/**
 * TikTok's limits per developer app: a call past the per-second or per-minute count is refused with 40100 and not
 * counted; going past the per-minute count also locks the app out for `lockSeconds`. Measured on its own clock (real
 * time by default), not the world's: moving the demo calendar must not open or close a window.
 */
export function createRateLimiter(initial: Limits, clock: () => number) {
  let limits = { ...initial };
  let accepted: number[] = [];
  let lockedUntil = 0;
  return {
    get: (): Limits => ({ ...limits }),
    set(next: Partial<Limits>) {
      limits = { ...limits, ...next };
    },
    reset(next: Limits = initial) {
      limits = { ...next };
      accepted = [];
      lockedUntil = 0;
    },
    admit(): LimitVerdict {
      const now = clock();
      if (now < lockedUntil) return { ok: false, scope: 'minute', lockedSeconds: Math.ceil((lockedUntil - now) / 1000) };
      accepted = accepted.filter((at) => at > now - 60_000);
      if (accepted.length >= limits.qpm) {
        lockedUntil = now + limits.lockSeconds * 1000;
        return { ok: false, scope: 'minute', lockedSeconds: limits.lockSeconds };
      }
      if (accepted.filter((at) => at > now - 1000).length >= limits.qps) return { ok: false, scope: 'second' };
      accepted.push(now);
      return { ok: true };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
