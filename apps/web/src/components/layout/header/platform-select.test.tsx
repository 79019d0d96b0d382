import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FiltersContext, type Filters } from '@/filters/filters-context';
import { PLATFORMS } from '@/test/platform-answers';
import { renderWithProviders } from '@/test/render-with-providers';
import { PlatformSelect } from './platform-select';

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
      <PlatformSelect />
    </FiltersContext>,
    { answers: { 'platforms.list': () => PLATFORMS } },
  );
}

// Radix scrolls the chosen option into view when the list opens; jsdom lays nothing out and has no such method.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

describe('the header’s platform select', () => {
  it('shows the chosen platform, and lists every platform when opened', async () => {
    const chosen: (number | null)[] = [];
    renderSelect(2, chosen);
    const select = await screen.findByRole('combobox', { name: 'Platform' });
    await expect.poll(() => select.textContent).toBe('TikTok Ads');
    fireEvent.keyDown(select, { key: 'Enter' });
    const facebook = await screen.findByRole('option', { name: 'Facebook Ads' });
    expect(screen.getByRole('option', { name: 'All Platforms' })).toBeTruthy();
    fireEvent.click(facebook);
    expect(chosen).toEqual([1]);
  });

  it('stays closed when nobody pressed it', async () => {
    renderSelect(null);
    await expect.poll(() => screen.getByRole('combobox', { name: 'Platform' }).textContent).toBe('All Platforms');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
