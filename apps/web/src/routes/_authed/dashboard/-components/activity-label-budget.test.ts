import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nIn } from '@/test/i18n';
import { activityLabel } from './activity-label';

const en: TFunction<'dashboard'> = i18nIn('en').getFixedT('en', 'dashboard');
const es: TFunction<'dashboard'> = i18nIn('es').getFixedT('es', 'dashboard');

describe('activityLabel for budget changes', () => {
  it('names the account whose budget changed, failed to change, or got a threshold', () => {
    const names = new Map([['act_7', 'Northwind – US Store']]);
    const item = { changeId: 'c', itemId: 'i', adAccountId: 'act_7', objectType: 'adset', objectId: '1', objectName: 'x', currency: 'USD', budgetType: 'daily', oldMinor: 1, newMinor: 2 };
    expect(activityLabel({ action: 'budget.changed', metadata: item }, en, names)).toBe('Budget changed in Northwind – US Store');
    expect(activityLabel({ action: 'budget.changed', metadata: item }, es, names)).toBe('Presupuesto cambiado en Northwind – US Store');
    expect(activityLabel({ action: 'budget.change_failed', metadata: { ...item, error: 'x' } }, en)).toBe('Budget change in act_7 failed');
    expect(activityLabel({ action: 'budget.change_requested', metadata: { changeId: 'c' } }, es)).toBe('Se inició un cambio de presupuesto');
    expect(activityLabel({ action: 'budget.threshold_set', metadata: { adAccountId: 'act_7' } }, en, names)).toBe('Spend threshold set for Northwind – US Store');
  });
});
