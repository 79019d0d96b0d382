import { describe, expect, it } from 'vitest';
import { createFaultInjector } from './fault-injector.ts';

describe('fault injector', () => {
  it('fails at most `times` matching calls of a rule, then lets the rest through', () => {
    const faults = createFaultInjector(7);
    faults.set({ rules: [{ code: 100, rate: 1, path: '/adsets', method: 'POST', times: 1 }] });
    const outcomes = ['/act_1/adsets', '/act_1/campaigns', '/act_1/adsets', '/act_1/adsets'].map((path) => faults.pick('POST', path)?.body.code ?? 'ok');
    expect(outcomes).toEqual([100, 'ok', 'ok', 'ok']);
    expect(faults.get().rules[0]?.times).toBe(0);
  });

  it('keeps failing without a limit', () => {
    const faults = createFaultInjector(7);
    faults.set({ rules: [{ code: 2, rate: 1 }] });
    expect([1, 2, 3].map(() => faults.pick('GET', '/me')?.body.code)).toEqual([2, 2, 2]);
  });

  it('delays matching calls after the first `after`, on top of the latency', () => {
    const faults = createFaultInjector(7);
    faults.set({ latencyMs: 10, delays: [{ ms: 500, path: '/adsets', method: 'POST', after: 1 }] });
    expect(['/act_1/adsets', '/act_1/adsets', '/act_1/campaigns', '/act_1/adsets'].map((path) => faults.delayFor('POST', path))).toEqual([10, 510, 10, 510]);
    expect(faults.delayFor('GET', '/act_1/adsets')).toBe(10);
  });
});
