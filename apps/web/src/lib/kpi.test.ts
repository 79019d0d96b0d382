import { describe, expect, it } from 'vitest';
import { cpcOf, ctrOf, safeRatio } from './kpi';

describe('KPI math', () => {
  it('computes CTR in percent and CPC', () => {
    expect(ctrOf(25, 1000)).toBe(2.5);
    expect(cpcOf(50, 25)).toBe(2);
  });

  it('answers 0 instead of dividing by zero', () => {
    expect(ctrOf(5, 0)).toBe(0);
    expect(cpcOf(10, 0)).toBe(0);
    expect(safeRatio(0, 0)).toBe(0);
    expect(Number.isFinite(cpcOf(10, 0))).toBe(true);
  });
});
