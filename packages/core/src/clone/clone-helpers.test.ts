import { describe, expect, it } from 'vitest';
import { renderMessage } from '../messages/index.ts';
import { firstIssueMessageOf } from '../validation/zod-issue-message.ts';
import { cloneRequestSchema } from './clone-schemas.ts';
import { renderNameTemplate } from './name-template.ts';

describe('name templates', () => {
  it('fills {name}, {account} and {date} and leaves other braces alone', () => {
    expect(renderNameTemplate('{name} – {account} {date} {x}', { name: 'Spring', account: 'EU', date: '2026-11-23' })).toBe('Spring – EU 2026-11-23 {x}');
  });
});

describe('clone request validation', () => {
  const valid = { campaignId: 'c1', nameTemplate: 'A - CLON', budgetType: 'daily', dailyBudget: '1000', targetAccounts: ['act_1'] };
  const said = (input: object, language: 'en' | 'es') => {
    const result = cloneRequestSchema.safeParse(input);
    return result.success ? undefined : renderMessage(firstIssueMessageOf(result.error), language);
  };

  it('names each refused field in words, in both languages', () => {
    expect(said(valid, 'en')).toBeUndefined();
    expect(said({ ...valid, nameTemplate: '  ' }, 'en')).toBe('Campaign name is required.');
    expect(said({ ...valid, nameTemplate: '  ' }, 'es')).toBe('El campo «Nombre de la campaña» es obligatorio.');
    expect(said({ ...valid, nameTemplate: 'x'.repeat(401) }, 'en')).toBe('Campaign name is too long (400 characters at most).');
    expect(said({ ...valid, budgetType: 'weekly' }, 'es')).toBe('El campo «Tipo de presupuesto» debe ser uno de: daily, lifetime.');
    expect(said({ ...valid, targetAccounts: [] }, 'en')).toBe('Target ad accounts: choose at least 1.');
    expect(said({ ...valid, dailyBudget: '10.5' }, 'en')).toBe('Daily budget must be a positive whole number of cents.');
    expect(said({ ...valid, dailyBudget: 0 }, 'es')).toBe('El campo «Presupuesto diario» debe ser un número entero positivo de centavos.');
    expect(said({ ...valid, budgetType: 'lifetime' }, 'en')).toBe('Lifetime budget must be a positive whole number of cents.');
  });

  it('drops empty optional ids', () => {
    expect(cloneRequestSchema.parse({ ...valid, pixelId: '', pageId: ' ' })).toMatchObject({ pixelId: undefined, pageId: undefined });
  });
});
