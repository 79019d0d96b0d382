import { injectedError, type GraphApiError } from '../errors/graph-errors.ts';
import { createPrng, type Prng } from '../world/prng.ts';

interface FaultRule {
  code: number;
  subcode?: number;
  /** 0..1: the share of matching calls that fail. */
  rate: number;
  /** Only calls whose path contains this text (e.g. "/insights" or "act_123"). */
  path?: string;
  method?: 'GET' | 'POST' | 'DELETE';
  /** At most this many calls fail by this rule (e.g. 1: exactly one of several parallel creates); unlimited when absent. */
  times?: number;
}

/** Extra wait for matching calls, e.g. to make the later of several parallel creates answer after the first. */
interface DelayRule {
  ms: number;
  path?: string;
  method?: 'GET' | 'POST' | 'DELETE';
  /** The first `after` matching calls are not delayed. */
  after?: number;
}

export interface Faults {
  latencyMs: number;
  rules: FaultRule[];
  delays: DelayRule[];
}

/** Seeded, so a test that injects a 30 % failure rate sees the same failures on every run. */
export function createFaultInjector(seed: number) {
  let prng: Prng = createPrng(seed ^ 0x5eed);
  let faults: Faults = { latencyMs: 0, rules: [], delays: [] };
  return {
    get: (): Faults => structuredClone(faults),
    set(next: Partial<Faults>) {
      faults = { ...faults, ...next };
    },
    clear() {
      faults = { latencyMs: 0, rules: [], delays: [] };
      prng = createPrng(seed ^ 0x5eed);
    },
    /** How long a call arriving now waits before it is handled: the latency plus every matching delay. */
    delayFor(method: string, path: string): number {
      let ms = faults.latencyMs;
      for (const rule of faults.delays) {
        if (rule.method && rule.method !== method) continue;
        if (rule.path && !path.includes(rule.path)) continue;
        if (rule.after !== undefined && rule.after > 0) rule.after--;
        else ms += rule.ms;
      }
      return ms;
    },
    pick(method: string, path: string): GraphApiError | undefined {
      for (const rule of faults.rules) {
        if (rule.method && rule.method !== method) continue;
        if (rule.path && !path.includes(rule.path)) continue;
        if (rule.times !== undefined && rule.times <= 0) continue;
        if (prng.next() < rule.rate) {
          if (rule.times !== undefined) rule.times--;
          return injectedError(rule.code, rule.subcode);
        }
      }
      return undefined;
    },
  };
}

export type FaultInjector = ReturnType<typeof createFaultInjector>;
