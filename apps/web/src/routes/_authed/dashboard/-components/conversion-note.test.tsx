import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { presetSelection } from '@/filters/date-range-presets';
import { FiltersContext } from '@/filters/filters-context';
import { formatDay } from '@/lib/date-format';
import { dashboardSummary } from '@/test/dashboard-answers';
import type { FakeAnswers, InputOf } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { NO_WORKSPACES } from '@/test/workspace-answers';
import { ConversionNote } from './conversion-note';

// The header's range and the dashboard's account filters live in its URL; this note is rendered without a router, so
// with the default range, all platforms and no account chosen.
vi.mock('./use-dashboard-account-filter', () => ({ useDashboardAccountFilter: () => ({}) }));

const headerFilters = {
  platformId: null,
  setPlatformId: () => undefined,
  dateRanges: { default: presetSelection('last7Days'), duplicator: presetSelection('today'), activity: presetSelection('maximum') },
  setDateRange: () => undefined,
};

/** A server whose summary converted to EUR, with one fallback day, ARS without rates and two unsettled days. */
function server(summaryInputs: Array<InputOf<'dashboard.summary'>>): FakeAnswers {
  return {
    'platforms.list': () => [],
    'currency.preference': () => ({ currency: 'EUR', chosen: true, available: ['EUR', 'USD'] }),
    'dashboard.summary': (input) => {
      summaryInputs.push(input);
      return dashboardSummary(
        { accountCount: 3, unsettledDays: ['2026-11-02', '2026-11-03'], days: { from: '2026-10-28', to: '2026-11-03' } },
        { currency: 'EUR', spend: 370.09, conversionValue: 0, roas: 0, fallbackDays: ['2026-11-01'], currenciesWithoutRate: ['ARS'] },
      );
    },
    'workspaces.list': () => NO_WORKSPACES,
  };
}

describe('ConversionNote', () => {
  it('asks for the figures in the reporting currency and says how they were converted, in Spanish', async () => {
    const inputs: Array<InputOf<'dashboard.summary'>> = [];
    renderWithProviders(
      <FiltersContext.Provider value={headerFilters}>
        <ConversionNote />
      </FiltersContext.Provider>,
      { answers: server(inputs), language: 'es' },
    );
    expect((await screen.findByTestId('converted-to')).textContent).toBe('Convertido a EUR con el tipo de cambio de cada día');
    expect(inputs.at(-1)).toMatchObject({ currency: 'EUR' });
    expect(screen.getByTestId('fallback-note').textContent).toBe(`1 día usa el último tipo de cambio conocido: ${formatDay('2026-11-01', 'es')}.`);
    expect(screen.getByTestId('without-rate-note').textContent).toContain('No hay tipo de cambio para ARS');
    expect(screen.getByTestId('unsettled-note').textContent).toBe(`2 días desde el ${formatDay('2026-11-02', 'es')} aún no están cerrados: las plataformas publicitarias todavía pueden revisar sus cifras.`);
    expect(screen.getByTestId('reporting-currency-select').textContent).toBe('cambiar');
  });
});
