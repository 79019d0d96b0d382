import { injectedError, type GraphApiError } from '../errors/graph-errors.ts';
import { createPrng, type Prng } from '../world/prng.ts';

export interface FaultRule {
  code: number;
  subcode?: number;
  /** 0..1: the share of matching calls that fail. */
  rate: number;
  /** Only calls whose path contains this text (e.g. "/insights" or "act_123"). */
  path?: string;
  method?: 'GET' | 'POST' | 'DELETE';
}

export interface Faults {
  latencyMs: number;
  rules: FaultRule[];
}

/** Seeded, so a test that injects a 30 % failure rate sees the same failures on every run. */
export function createFaultInjector(seed: number) {
  let prng: Prng = createPrng(seed ^ 0x5eed);
  let faults: Faults = { latencyMs: 0, rules: [] };
  return {
    get: (): Faults => structuredClone(faults),
    set(next: Partial<Faults>) {
      faults = { ...faults, ...next };
    },
    clear() {
      faults = { latencyMs: 0, rules: [] };
      prng = createPrng(seed ^ 0x5eed);
    },
    pick(method: string, path: string): GraphApiError | undefined {
      for (const rule of faults.rules) {
        if (rule.method && rule.method !== method) continue;
        if (rule.path && !path.includes(rule.path)) continue;
        if (prng.next() < rule.rate) return injectedError(rule.code, rule.subcode);
      }
      return undefined;
    },
  };
}

export type FaultInjector = ReturnType<typeof createFaultInjector>;
