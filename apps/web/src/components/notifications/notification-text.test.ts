import { notificationKinds, notificationParamsSchemas } from '@adfleet/core/notification-kinds';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nIn } from '@/test/i18n';
import { notificationText } from './notification-text';

const tIn = (language: 'en' | 'es'): TFunction<'notifications'> => i18nIn(language).getFixedT(language, 'notifications');
const context = { formatDate: (value: Date) => value.toISOString().slice(0, 10), formatDateTime: (value: Date) => value.toISOString().slice(0, 16), moneyLocale: 'en-US' };

describe('notificationText', () => {
  it('words every kind the server raises, with a name and a hint for its switch, in both languages', () => {
    expect(Object.keys(notificationParamsSchemas)).toEqual(notificationKinds);
    for (const language of ['en', 'es'] as const) {
      const t = tIn(language);
      for (const kind of notificationKinds) {
        expect(notificationText({ kind, params: {} }, t, context), `${language} ${kind}`).not.toMatch(/^text\.|\{\{/);
        expect(t(`kinds.${kind}`)).not.toBe(`kinds.${kind}`);
        expect(t(`kindHints.${kind}`)).not.toBe(`kindHints.${kind}`);
      }
    }
  });

  it('says how a clone batch ended and when a token expires: the day a week before, the hour a day before', () => {
    expect(notificationText({ kind: 'clone_finished', params: { batchId: 'b', campaign: 'Spring', succeeded: 3, failed: 1 } }, tIn('en'), context)).toBe('«Spring» duplicated: 3 succeeded, 1 failed.');
    expect(notificationText({ kind: 'clone_finished', params: { batchId: 'b', campaign: 'Spring', succeeded: 3, failed: 1 } }, tIn('es'), context)).toBe('«Spring» duplicada: 3 con éxito, 1 con error.');
    expect(notificationText({ kind: 'token_expiring', params: { connectionId: 'c', name: 'Ana', expiresAt: '2026-12-01T10:00:00.000Z' } }, tIn('en'), context)).toBe(
      'The Facebook connection of Ana expires on 2026-12-01. Connect again to renew it.',
    );
    const expiring = { connectionId: 'c', name: 'Ana', expiresAt: '2026-12-01T10:00:00.000Z' };
    expect(notificationText({ kind: 'token_expiring', params: { ...expiring, warning: 'week' } }, tIn('es'), context)).toBe(
      'La conexión de Facebook de Ana caduca el 2026-12-01. Vuelve a conectar para renovarla.',
    );
    expect(notificationText({ kind: 'token_expiring', params: { ...expiring, warning: 'day' } }, tIn('en'), context)).toBe(
      'The Facebook connection of Ana expires within a day, on 2026-12-01T10:00. Connect again now to keep its figures updating.',
    );
    expect(notificationText({ kind: 'token_expiring', params: { ...expiring, warning: 'day' } }, tIn('es'), context)).toBe(
      'La conexión de Facebook de Ana caduca en menos de un día, el 2026-12-01T10:00. Vuelve a conectar ahora para que sus cifras sigan actualizándose.',
    );
  });

  it('formats a budget threshold’s money in the reader’s format', () => {
    const params = { thresholdId: 't', period: '2026-11', account: 'US Store', percent: 80, spent: { amount: 800, currency: 'USD' }, budget: { amount: 1000, currency: 'USD' } };
    expect(notificationText({ kind: 'budget_threshold', params }, tIn('en'), context)).toBe('US Store has spent 80% of its budget ($800.00 of $1,000.00).');
  });
});
