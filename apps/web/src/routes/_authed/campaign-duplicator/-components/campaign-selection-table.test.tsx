import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { NO_WORKSPACES } from '@/test/workspace-answers';
import { campaignFixture } from './campaign-fixture';
import { type CampaignSelection, toggleAllCampaigns, toggleCampaign } from './campaign-selection';
import { CampaignsTable } from './campaigns-table';
import type { Campaign } from './clone-types';
import { SelectionBar } from './selection-bar';

const campaigns = [campaignFixture({ id: 'a', name: 'Alpha' }), campaignFixture({ id: 'b', externalId: '120002', name: 'Bravo' }), campaignFixture({ id: 'c', externalId: '120003', name: 'Charlie' })];

/** The table and the bar as the Duplicator page wires them. */
function Selectable({ onDuplicate }: { onDuplicate: (campaigns: Campaign[]) => void }) {
  const [selected, setSelected] = useState<CampaignSelection>(new Map());
  return (
    <>
      <SelectionBar selected={selected} onDuplicate={() => onDuplicate([...selected.values()])} onClear={() => setSelected(new Map())} />
      <CampaignsTable
        campaigns={campaigns}
        showPlatform={false}
        onDuplicate={vi.fn()}
        order={{ sort: 'spend', direction: 'desc' }}
        onSort={vi.fn()}
        selection={{ selected, onToggle: (campaign, checked) => setSelected((current) => toggleCampaign(current, campaign, checked)), onToggleAll: (page, checked) => setSelected((current) => toggleAllCampaigns(current, page, checked)) }}
      />
    </>
  );
}

describe('selecting campaigns in the table', () => {
  it('ticks campaigns one by one and offers to duplicate them together, in the order ticked', () => {
    const onDuplicate = vi.fn();
    renderWithProviders(<Selectable onDuplicate={onDuplicate} />, { answers: { 'workspaces.list': () => NO_WORKSPACES }, language: 'en' });
    expect(screen.queryByTestId('campaign-selection-bar')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Charlie' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Alpha' }));
    expect(screen.getByRole('checkbox', { name: 'Select all campaigns on this page' }).getAttribute('aria-checked')).toBe('mixed');
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate 2 campaigns' }));
    expect(onDuplicate).toHaveBeenCalledWith([campaigns[2], campaigns[0]]);
  });

  it('selects every campaign of the page at once and clears them, in Spanish too', () => {
    renderWithProviders(<Selectable onDuplicate={vi.fn()} />, { answers: { 'workspaces.list': () => NO_WORKSPACES }, language: 'es' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las campañas de esta página' }));
    for (const name of ['Alpha', 'Bravo', 'Charlie']) expect(screen.getByRole('checkbox', { name: `Seleccionar ${name}` }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('3 campañas seleccionadas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Duplicar 3 campañas' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar selección' }));
    expect(screen.queryByTestId('campaign-selection-bar')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Alpha' }).getAttribute('aria-checked')).toBe('false');
  });
});
