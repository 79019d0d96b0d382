import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DateRangeSelection } from '@/filters/date-range-presets';
import { FiltersContext, type Filters } from '@/filters/filters-context';
import { renderWithProviders } from '@/test/render-with-providers';
import { LazyDateRangePicker } from './lazy-date-range-picker';

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
        <LazyDateRangePicker />
      </FiltersContext>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  return renderWithProviders(<RouterProvider router={router} />, { handler: () => undefined, language });
}

// jsdom lays nothing out and has no media queries: the picker sees a phone-sized screen (one month).
beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
});

// The picker's code is a dynamic import, transformed on first use: slower than the usual second on a busy machine.
const CODE_ARRIVAL = { timeout: 15_000 };

/**
 * The picker's code arrives when a test lets it, not when the machine happens to be done: on a fast (or warm) run it
 * would otherwise be there before the first test meets the stand-in.
 */
const code = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./date-range-picker', async (importOriginal) => {
  await code.arrived;
  return importOriginal();
});

const pickerButton = (name: RegExp) => screen.findByRole('button', { name });

describe('the lazily loaded date range picker', () => {
  // The first test meets the stand-in (the picker's code is fetched once per run); the others meet the picker itself.
  beforeEach((context) => {
    if (context.task.name !== FIRST) code.arrive();
  });

  const FIRST = 'shows the range before its code arrives, the same once it has, and opens when it was pressed meanwhile';
  it(FIRST, async () => {
    const chosen: DateRangeSelection[] = [];
    renderPicker(customRange, { chosen });
    const early = await pickerButton(/^Date range: Jan 5, 2025 – Feb 20, 2025$/);
    expect(early.textContent).toBe('Jan 5, 2025 – Feb 20, 2025');
    expect(screen.queryByRole('group', { name: 'Quick ranges' })).toBeNull();
    fireEvent.pointerDown(early);
    expect(early.getAttribute('aria-expanded')).toBe('true');
    code.arrive();
    fireEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }, CODE_ARRIVAL));
    expect(chosen.map((selection) => selection.preset)).toEqual(['last30Days']);
    const loaded = screen.getByRole('button', { name: /^Date range:/ });
    expect(loaded).not.toBe(early);
    expect(loaded.textContent).toBe('Jan 5, 2025 – Feb 20, 2025');
  }, 30_000);

  it('names a preset, and opens on a click', async () => {
    renderPicker({ preset: 'last7Days', range: { from: new Date(2025, 2, 3), to: new Date(2025, 2, 10) } });
    const button = await pickerButton(/^Date range: Last 7 days$/);
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    expect(await screen.findByRole('group', { name: 'Quick ranges' }, CODE_ARRIVAL)).toBeTruthy();
  });

  it('labels a custom range by its days in Spanish, dd/MM/yyyy', async () => {
    renderPicker(customRange, { language: 'es' });
    const spanish = await pickerButton(/^Rango de fechas: 05\/01\/2025 – 20\/02\/2025$/);
    expect(spanish.textContent).toBe('05/01/2025 – 20/02/2025');
  });
});
