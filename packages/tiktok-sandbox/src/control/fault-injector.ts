import { injectedError, type TikTokApiError } from '../errors/tiktok-errors.ts';
import { createPrng, type Prng } from '../world/prng.ts';

interface FaultRule {
  /** The TikTok code to answer with (e.g. 50000, 40100, 40001). */
  code: number;
  message?: string;
  /** 0..1: the share of matching calls that fail. */
  rate: number;
  /** Only calls whose path contains this text (e.g. "/ad/create/"). */
  path?: string;
  method?: 'GET' | 'POST';
  /** Only calls for this advertiser: one advertiser's failures are never taken by another's calls. */
  advertiser_id?: string;
  /**
   * Only calls sent with each of these parameters, compared as sent (a list or object as its JSON), e.g.
   * `{ "filtering": "{\"secondary_status\":\"AD_STATUS_DELETE\"}" }`: one of several parallel reads, every try of it.
   */
  params?: Record<string, string>;
  /** At most this many calls fail by this rule; unlimited when absent. */
  times?: number;
}

export interface Faults {
  latencyMs: number;
  rules: FaultRule[];
}

/** Seeded, so a test that injects a 30 % failure rate sees the same failures on every run. */
export function createFaultInjector(seed: number) {
  let prng: Prng = createPrng(seed ^ 0x71c70c);
  let faults: Faults = { latencyMs: 0, rules: [] };
  return {
    get: (): Faults => structuredClone(faults),
    set(next: Partial<Faults>) {
      faults = { ...faults, ...next };
    },
    clear() {
      faults = { latencyMs: 0, rules: [] };
      prng = createPrng(seed ^ 0x71c70c);
    },
    latencyMs: () => faults.latencyMs,
    /** The error a call fails with, if a rule picks it; the call then changes nothing. */
    pick(method: string, path: string, params: Record<string, unknown>): TikTokApiError | undefined {
      for (const rule of faults.rules) {
        if (rule.method && rule.method !== method) continue;
        if (rule.path && !path.includes(rule.path)) continue;
        if (rule.advertiser_id !== undefined && rule.advertiser_id !== sentValue(params.advertiser_id)) continue;
        if (rule.params && Object.entries(rule.params).some(([name, value]) => sentValue(params[name]) !== value)) continue;
        if (rule.times !== undefined && rule.times <= 0) continue;
        if (prng.next() < rule.rate) {
          if (rule.times !== undefined) rule.times--;
          return injectedError(rule.code, rule.message);
        }
      }
      return undefined;
    },
  };
}

/** A parameter as it went over the wire: a query value as is, a body's list or object as its JSON. */
function sentValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
}

export type FaultInjector = ReturnType<typeof createFaultInjector>;
