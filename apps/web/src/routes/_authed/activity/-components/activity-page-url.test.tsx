import { AUDIT_ACTION_NAMES } from '@adfleet/core/audit-action-names';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, retainSearchParams } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FiltersProvider } from '@/filters/filters-provider';
import { HEADER_SEARCH_KEYS, validateHeaderSearch } from '@/filters/header-search';
import { type InputOf, type OutputOf, trpcError } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { Route as ActivityRoute } from '../index';

// The day the page is opened on; the browser's clock is frozen to it, so no expectation depends on the day the test runs.
const NOW = new Date(2026, 10, 25, 15, 30);

const entry: OutputOf<'activity.feed'>['entries'][number] = {
  type: 'event',
  id: 'e1',
  action: 'clone.requested',
  actorType: 'user',
  actor: null,
  targetType: null,
  targetId: null,
  metadata: { targetAccounts: ['act_2'] },
  ip: null,
  createdAt: new Date(2026, 10, 20, 9),
};

/**
 * The activity page under a stand-in of the signed-in layout that reads the header's range and platform from the URL as
 * the real one does, at `url`. The feed answers like the server: an action it does not know is refused.
 */
function openActivity(url: string, language: 'en' | 'es' = 'en') {
  const asked: Array<InputOf<'activity.feed'>> = [];
  const root = createRootRoute({ component: Outlet });
  const signedIn = createRoute({
    getParentRoute: () => root,
    id: '_authed',
    validateSearch: validateHeaderSearch,
    search: { middlewares: [retainSearchParams([...HEADER_SEARCH_KEYS])] },
    component: () => (
      <FiltersProvider>
        <Outlet />
      </FiltersProvider>
    ),
  });
  const activity = ActivityRoute.update({ id: '/activity/', path: '/activity/', getParentRoute: () => signedIn } as never);
  const router = createRouter({ routeTree: root.addChildren([signedIn.addChildren([activity])]), history: createMemoryHistory({ initialEntries: [url] }) });
  renderWithProviders(<RouterProvider router={router} />, {
    language,
    answers: {
      'activity.feed': (feed) => {
        asked.push(feed);
        const actions: readonly string[] = feed.actions ?? [];
        if (actions.some((action) => !(AUDIT_ACTION_NAMES as readonly string[]).includes(action))) throw trpcError(400, 'VALIDATION_FAILED');
        return { entries: [entry], nextCursor: null };
      },
      'adAccounts.list': () => [],
      'team.members': () => [],
      'platforms.list': () => [],
    },
  });
  return { asked, router };
}

// The page's parts arrive through the router and a fake server: more than testing-library's second on a busy machine.
const ARRIVAL = { timeout: 10_000 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the activity page opened from a link', { timeout: 30_000 }, () => {
  it('ignores an action it does not know and still shows the list', async () => {
    const { asked } = openActivity('/activity?action=clone', 'es');
    expect(await screen.findByTestId('activity-list', {}, ARRIVAL)).toBeTruthy();
    expect(screen.queryByText('No se pudo cargar tu actividad.')).toBeNull();
    expect(asked.every((input) => input.actions === undefined)).toBe(true);
    expect((await screen.findByTestId('activity-action-filter', {}, ARRIVAL)).textContent).toBe('Todas las acciones');
  });

  it('ignores malformed days and members and still shows the list', async () => {
    const { asked } = openActivity('/activity?from=yesterday&to=2026-13-45&actor=ana&group=nope');
    expect(await screen.findByTestId('activity-list', {}, ARRIVAL)).toBeTruthy();
    expect(asked.at(-1)).toEqual({ group: true, limit: 25, direction: 'forward' });
  });

  it('lists the days from/to name, and shows them in its day fields', async () => {
    const { asked } = openActivity('/activity?from=2026-11-01&to=2026-11-20&action=clone.requested');
    expect(await screen.findByTestId('activity-list', {}, ARRIVAL)).toBeTruthy();
    expect(asked.at(-1)).toEqual({ actions: ['clone.requested'], from: new Date(2026, 10, 1), to: new Date(2026, 10, 21), group: true, limit: 25, direction: 'forward' });
    expect(await screen.findByRole('button', { name: 'From: Nov 1, 2026' }, ARRIVAL)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'To: Nov 20, 2026' })).toBeTruthy();
    expect((await screen.findByTestId('activity-action-filter', {}, ARRIVAL)).textContent).toBe('Duplication asked');
  });

  it("lists the viewer's own days of a preset the header names, and everything without one", async () => {
    // 25 Nov 2026: yesterday is the 24th, the last 7 days the 18th to the 24th, in the browser's calendar.
    const yesterday = openActivity('/activity?range=yesterday');
    expect(await screen.findAllByTestId('activity-list', {}, ARRIVAL)).toBeTruthy();
    expect(yesterday.asked.at(-1)).toMatchObject({ from: new Date(2026, 10, 24), to: new Date(2026, 10, 25) });
    const lastWeek = openActivity('/activity?range=last7Days');
    await vi.waitFor(() => expect(lastWeek.asked.at(-1)).toMatchObject({ from: new Date(2026, 10, 18), to: new Date(2026, 10, 25) }), ARRIVAL);
    const everything = openActivity('/activity');
    await vi.waitFor(() => expect(everything.asked.length).toBeGreaterThan(0), ARRIVAL);
    expect(everything.asked.at(-1)).toEqual({ group: true, limit: 25, direction: 'forward' });
  });

  it('keeps a range that reaches past today, asking only up to the end of today', async () => {
    const { asked } = openActivity('/activity?from=2026-11-20&to=2027-02-01');
    expect(await screen.findByTestId('activity-list', {}, ARRIVAL)).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ from: new Date(2026, 10, 20), to: new Date(2026, 10, 26) });
  });
});
