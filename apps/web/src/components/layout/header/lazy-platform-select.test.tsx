import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FiltersContext, type Filters } from '@/filters/filters-context';
import { renderWithProviders } from '@/test/render-with-providers';
import { LazyPlatformSelect } from './lazy-platform-select';

const platforms = [
  { id: 1, name: 'facebook' },
  { id: 2, name: 'tiktok' },
];

function renderSelect(platformId: number | null, chosen: (number | null)[] = []) {
  const filters: Filters = {
    platformId,
    setPlatformId: (id) => {
      chosen.push(id);
    },
    dateRanges: {} as Filters['dateRanges'],
    setDateRange: () => {},
  };
  return renderWithProviders(
    <FiltersContext value={filters}>
      <LazyPlatformSelect />
    </FiltersContext>,
    { handler: () => platforms },
  );
}

// Radix scrolls the chosen option into view when the list opens; jsdom lays nothing out and has no such method.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

describe('the lazily loaded platform select', () => {
  it('shows the chosen platform before its code arrives, and opens its list then when it was pressed meanwhile', async () => {
    const chosen: (number | null)[] = [];
    renderSelect(2, chosen);
    const early = screen.getByRole('combobox', { name: 'Platform' });
    expect(early.textContent).toBe('TikTok Ads');
    fireEvent.pointerDown(early);
    expect(early.getAttribute('aria-expanded')).toBe('true');
    const facebook = await screen.findByRole('option', { name: 'Facebook Ads' });
    expect(screen.getByRole('option', { name: 'All Platforms' })).toBeTruthy();
    fireEvent.click(facebook);
    expect(chosen).toEqual([1]);
  });

  it('stays closed when nobody pressed it, showing the same choice as its stand-in did', async () => {
    renderSelect(null);
    expect(screen.getByRole('combobox', { name: 'Platform' }).textContent).toBe('All Platforms');
    // Radix's trigger, once its code has arrived, states the text direction; the stand-in does not.
    await expect.poll(() => screen.getByRole('combobox', { name: 'Platform' }).getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('combobox', { name: 'Platform' }).textContent).toBe('All Platforms');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
