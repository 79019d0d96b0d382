import { describe, expect, it } from 'vitest';
import { cloneRequestSchema } from './clone-schemas.ts';
import { renderNameTemplate } from './name-template.ts';

describe('name templates', () => {
  it('fills {name}, {account} and {date} and leaves other braces alone', () => {
    expect(renderNameTemplate('{name} – {account} {date} {x}', { name: 'Spring', account: 'EU', date: '2026-11-23' })).toBe('Spring – EU 2026-11-23 {x}');
  });
});

describe('clone request validation', () => {
  const valid = { campaignId: 'c1', nameTemplate: 'A - CLON', budgetType: 'daily', dailyBudget: '1000', targetAccounts: ['act_1'] };
  const message = (input: object) => {
    const result = cloneRequestSchema.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('answers with the spec’s messages', () => {
    expect(message(valid)).toBeUndefined();
    expect(message({ ...valid, nameTemplate: '  ' })).toBe('El nombre de la campaña es obligatorio');
    expect(message({ ...valid, budgetType: 'weekly' })).toBe('Debes seleccionar un tipo de presupuesto');
    expect(message({ ...valid, targetAccounts: [] })).toBe('Debes seleccionar al menos una cuenta');
    expect(message({ ...valid, dailyBudget: '10.5' })).toBe('El presupuesto debe ser un número entero positivo');
    expect(message({ ...valid, dailyBudget: 0 })).toBe('El presupuesto debe ser un número entero positivo');
    expect(message({ ...valid, budgetType: 'lifetime' })).toBe('El presupuesto debe ser un número entero positivo');
    expect(message({ ...valid, nameTemplate: 'x'.repeat(401) })).toContain('400');
  });

  it('drops empty optional ids', () => {
    expect(cloneRequestSchema.parse({ ...valid, pixelId: '', pageId: ' ' })).toMatchObject({ pixelId: undefined, pageId: undefined });
  });
});
