import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/use-test-database.ts';
import { workspaceOf } from '../testing/workspace-of.ts';
import { hasExchangeRatesOn, listExchangeRates, listRatedCurrencies, upsertExchangeRates } from './exchange-rates-repository.ts';
import { findReportingCurrency, setReportingCurrency } from './reporting-currency-repository.ts';
import { insertUser } from './users-repository.ts';

describe('exchange rates and reporting currencies in PostgreSQL', () => {
  const database = useTestDatabase();

  it('keeps one rate per day and currency, the later answer winning, and finds the last one before a range', async () => {
    const { db } = database();
    await db.transaction().execute(async (trx) => {
      await upsertExchangeRates(trx, [
        { day: '2026-11-18', currency: 'USD', perEur: '1.14' },
        { day: '2026-11-19', currency: 'USD', perEur: '1.1498' },
        { day: '2026-11-20', currency: 'USD', perEur: '1.15' },
        { day: '2026-11-20', currency: 'GBP', perEur: '0.8731' },
      ], 'test');
      await upsertExchangeRates(trx, [{ day: '2026-11-20', currency: 'USD', perEur: '1.1512' }], 'test-correction');
    });
    expect(await listExchangeRates(db, { currencies: ['USD', 'JPY'], from: '2026-11-20', to: '2026-11-30' })).toEqual([
      { day: '2026-11-19', currency: 'USD', perEur: '1.1498000000' },
      { day: '2026-11-20', currency: 'USD', perEur: '1.1512000000' },
    ]);
    expect(await listRatedCurrencies(db)).toEqual(['GBP', 'USD']);
    expect(await hasExchangeRatesOn(db, '2026-11-20')).toBe(true);
    expect(await hasExchangeRatesOn(db, '2026-11-21')).toBe(false);
  });

  it('refuses a rate that is not positive, storing nothing of its batch', async () => {
    const { db } = database();
    const write = db.transaction().execute((trx) => upsertExchangeRates(trx, [{ day: '2026-12-01', currency: 'USD', perEur: '1.1' }, { day: '2026-12-01', currency: 'MXN', perEur: '0' }], 'test'));
    await expect(write).rejects.toThrow(/check constraint/);
    expect(await hasExchangeRatesOn(db, '2026-12-01')).toBe(false);
  });

  it("sets one workspace's reporting currency and leaves every other workspace's alone", async () => {
    const { db } = database();
    const [ana, ben] = await db.transaction().execute(async (trx) => [
      await insertUser(trx, { username: 'ana-fx', email: 'ana-fx@example.com', password_hash: null }),
      await insertUser(trx, { username: 'ben-fx', email: 'ben-fx@example.com', password_hash: null }),
    ]);
    const anas = { workspaceId: await workspaceOf(db, ana!.id) };
    const bens = { workspaceId: await workspaceOf(db, ben!.id) };
    expect(await findReportingCurrency(db, anas)).toBeNull();
    expect(await db.transaction().execute((trx) => setReportingCurrency(trx, anas, 'COP'))).toEqual({ previous: null });
    expect(await db.transaction().execute((trx) => setReportingCurrency(trx, anas, 'EUR'))).toEqual({ previous: 'COP' });
    expect(await findReportingCurrency(db, anas)).toBe('EUR');
    expect(await findReportingCurrency(db, bens)).toBeNull();
  });
});
