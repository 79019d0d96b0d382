import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DateRangeSelection } from '@/filters/date-range-presets';
import { FiltersContext, type Filters } from '@/filters/filters-context';
import { renderWithProviders } from '@/test/render-with-providers';
import { DateRangePicker } from './date-range-picker';

const customRange: DateRangeSelection = { preset: null, range: { from: new Date(2025, 0, 5), to: new Date(2025, 1, 20) } };

/** The header's picker on the dashboard, whose range is `range`; `chosen` collects what it applies. */
function renderPicker(range: DateRangeSelection, { language = 'en', chosen = [] }: { language?: 'en' | 'es'; chosen?: DateRangeSelection[] } = {}) {
  const filters: Filters = {
    platformId: null,
    setPlatformId: () => {},
    dateRanges: { default: range, duplicator: range, activity: range },
    setDateRange: (_scope, selection) => {
      chosen.push(selection);
    },
  };
  const rootRoute = createRootRoute({
    component: () => (
      <FiltersContext value={filters}>
        <DateRangePicker />
      </FiltersContext>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  return renderWithProviders(<RouterProvider router={router} />, { answers: {}, language });
}

// jsdom lays nothing out and has no media queries: the picker sees a phone-sized screen (one month).
beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
});

const pickerButton = (name: RegExp) => screen.findByRole('button', { name });

describe('the header’s date range picker', () => {
  it('shows the range, applies a preset chosen from its popover and keeps showing the range it was given', async () => {
    const chosen: DateRangeSelection[] = [];
    renderPicker(customRange, { chosen });
    const button = await pickerButton(/^Date range: Jan 5, 2025 – Feb 20, 2025$/);
    expect(button.textContent).toBe('Jan 5, 2025 – Feb 20, 2025');
    expect(screen.queryByRole('group', { name: 'Quick ranges' })).toBeNull();
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }));
    expect(chosen.map((selection) => selection.preset)).toEqual(['last30Days']);
    expect(screen.getByRole('button', { name: /^Date range:/ }).textContent).toBe('Jan 5, 2025 – Feb 20, 2025');
  });

  it('names a preset, and opens on a click', async () => {
    renderPicker({ preset: 'last7Days', range: { from: new Date(2025, 2, 3), to: new Date(2025, 2, 10) } });
    const button = await pickerButton(/^Date range: Last 7 days$/);
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    expect(await screen.findByRole('group', { name: 'Quick ranges' })).toBeTruthy();
  });

  it('labels a custom range by its days in Spanish, dd/MM/yyyy', async () => {
    renderPicker(customRange, { language: 'es' });
    const spanish = await pickerButton(/^Rango de fechas: 05\/01\/2025 – 20\/02\/2025$/);
    expect(spanish.textContent).toBe('05/01/2025 – 20/02/2025');
  });
});
