import { describe, expect, it } from 'vitest';
import { createAccountPacer } from './account-pacer.ts';
import { classifyGraphError } from './graph-error.ts';
import { parseUsageHeaders } from './usage-headers.ts';

const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('Graph error classification', () => {
  it('maps Meta codes to what the caller should do', () => {
    expect([1, 2].map((code) => classifyGraphError(code, false))).toEqual(['transient', 'transient']);
    expect(classifyGraphError(100, true)).toBe('transient');
    expect([4, 17, 32, 613, 80000, 80004, 80099].map((code) => classifyGraphError(code, true))).toEqual(Array(7).fill('throttled'));
    expect([190, 102].map((code) => classifyGraphError(code, false))).toEqual(['auth', 'auth']);
    expect([10, 200, 294, 299].map((code) => classifyGraphError(code, false))).toEqual(Array(4).fill('permission'));
    expect([100, 368, 2635, 80100].map((code) => classifyGraphError(code, false))).toEqual(Array(4).fill('invalid'));
  });
});

describe('usage headers', () => {
  it('parses the three headers, the highest percentage and the wait Meta asks for', () => {
    const usage = parseUsageHeaders(
      headers({
        'x-app-usage': '{"call_count":12,"total_cputime":3,"total_time":4}',
        'x-business-use-case-usage': '{"111":[{"type":"ads_management","call_count":95,"total_cputime":20,"total_time":20,"estimated_time_to_regain_access":7}]}',
        'x-ad-account-usage': '{"acc_id_util_pct":9.67,"reset_time_duration":100}',
      }),
    );
    expect(usage).toEqual({
      app: { callCount: 12, totalCputime: 3, totalTime: 4 },
      businessUseCase: [{ businessId: '111', type: 'ads_management', callCount: 95, totalCputime: 20, totalTime: 20, regainAccessMs: 420_000 }],
      adAccount: { utilizationPct: 9.67, resetMs: 100_000 },
      maxPercent: 95,
      retryAfterMs: 420_000,
    });
    expect(parseUsageHeaders(headers({ 'x-app-usage': 'not json' }))).toEqual({ maxPercent: 0 });
    expect(parseUsageHeaders(headers({ 'x-ad-account-usage': '{"acc_id_util_pct":100,"reset_time_duration":30}' })).retryAfterMs).toBe(30_000);
  });
});

describe('account pacer', () => {
  it('delays only accounts above the threshold, more as they fill, and holds blocked accounts', () => {
    let now = 0;
    const pacer = createAccountPacer({ sleep: async () => undefined, now: () => now });
    pacer.record('1', { maxPercent: 50 });
    pacer.record('2', { maxPercent: 85, adAccount: { resetMs: 60_000 } });
    pacer.record('3', { maxPercent: 99, adAccount: { resetMs: 60_000 } });
    expect(pacer.delayFor('1')).toBe(0);
    expect(pacer.delayFor('2')).toBeGreaterThan(0);
    expect(pacer.delayFor('3')).toBeGreaterThan(pacer.delayFor('2'));
    pacer.block('1', 5000);
    expect(pacer.delayFor('1')).toBe(5000);
    now = 5000;
    expect(pacer.delayFor('1')).toBe(0);
  });
});
