import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { NO_WORKSPACES } from '@/test/workspace-answers';
import { CampaignsTable } from './campaigns-table';
import { campaignFixture } from './campaign-fixture';
import type { Campaign } from './clone-types';

const campaign = campaignFixture;

function renderTable(campaigns: Campaign[], onSort = vi.fn(), language: 'en' | 'es' = 'en') {
  renderWithProviders(<CampaignsTable campaigns={campaigns} showPlatform={false} onDuplicate={vi.fn()} order={{ sort: 'spend', direction: 'desc' }} onSort={onSort} />, { answers: { 'workspaces.list': () => NO_WORKSPACES }, language });
  return onSort;
}

describe('CampaignsTable', () => {
  it('says a Meta campaign without a budget of its own has its budgets on the ad sets, never "Not set"', () => {
    renderTable([campaign({ id: 'a', dailyBudget: null, lifetimeBudget: null })]);
    const row = screen.getByRole('row', { name: /Summer sale/ });
    expect(within(row).getAllByText('Ad set budgets').length).toBeGreaterThan(0);
    expect(within(row).queryByText('Not set')).toBeNull();
  });

  it('shows each campaign’s spend in its own currency', () => {
    renderTable([campaign({ id: 'a', spend: 1234.5 }), campaign({ id: 'b', externalId: '120002', name: 'Tokyo', currency: 'JPY', spend: 98765 })], vi.fn(), 'es');
    const spends = screen.getAllByTestId('campaign-spend').map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(spends[0]).toMatch(/1\.234,50/);
    expect(spends[1]).toMatch(/98\.765/);
    expect(spends[1]).not.toMatch(/,\d{2}$/);
  });

  it('marks the sorted column for screen readers and sorts by the column clicked', () => {
    const onSort = renderTable([campaign({})]);
    expect(screen.getByRole('columnheader', { name: /Spend/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('marks TikTok’s Upgraded Smart+ campaigns with a Smart+ badge that says what they are, in each language', () => {
    renderTable([campaign({ id: 'a', name: 'Smart+ Web Sales', platformId: 2, smartPlus: true }), campaign({ id: 'b', externalId: '120002', name: 'Spring Sale', platformId: 2 })], vi.fn(), 'es');
    // One beside the name, one with a phone's key facts (each shown at its width).
    const badges = within(screen.getByRole('row', { name: /Smart\+ Web Sales/ })).getAllByTestId('smart-plus-badge');
    expect(badges.map((badge) => [badge.textContent, badge.getAttribute('title')?.startsWith('Campaña Smart+ mejorada')])).toEqual([['Smart+', true], ['Smart+', true]]);
    expect(within(screen.getByRole('row', { name: /Spring Sale/ })).queryByTestId('smart-plus-badge')).toBeNull();
  });
});
