import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preflightTarget } from '@/test/clone-answers';
import { renderWithProviders } from '@/test/render-with-providers';
import type { ClonePreflightTarget, DuplicateChoices } from './clone-types';
import { PreflightRows } from './preflight-rows';

/** A Northwind EU row that passes, changed where a test says. */
const row = (over: Partial<ClonePreflightTarget>): ClonePreflightTarget => preflightTarget('act_1', { accountName: 'Northwind – EU Fashion', currency: 'EUR', ...over });

function renderRows(rows: ClonePreflightTarget[], choices: DuplicateChoices = {}, language: 'en' | 'es' = 'en') {
  const onChoose = vi.fn();
  const budget = { values: { budget: '10', multiplier: '', overrides: {} }, sourceCurrency: 'EUR', onOverride: vi.fn() };
  renderWithProviders(<PreflightRows selected={rows.map((candidate) => candidate.adAccountId)} rows={rows} checking={false} failed={false} choices={choices} budget={budget} onChoose={onChoose} onLeaveOut={vi.fn()} disabled={false} />, {
    answers: {},
    language,
  });
  return onChoose;
}

describe('PreflightRows: EU DSA', () => {
  it('asks for the payor and beneficiary only on the rows that need them, and keeps the other choices when typed', () => {
    const onChoose = renderRows([row({ needsDsa: true, problems: [{ code: 'preflightDsaMissing', params: { account: 'Northwind – EU Fashion' } }] }), row({ adAccountId: 'act_2', accountName: 'UK' })], { act_1: { pageId: 'p1' } });
    const [eu, uk] = screen.getAllByTestId('preflight-row');
    expect(within(uk!).queryByLabelText('Paid for by (EU)')).toBeNull();
    expect(within(eu!).getByText(/neither they nor the account Northwind – EU Fashion say who pays/)).toBeTruthy();
    fireEvent.change(within(eu!).getByLabelText('Paid for by (EU)'), { target: { value: 'Northwind Agency' } });
    expect(onChoose).toHaveBeenLastCalledWith('act_1', { pageId: 'p1', dsaPayor: 'Northwind Agency' });
    fireEvent.change(within(eu!).getByLabelText('Beneficiary (EU)'), { target: { value: 'Northwind Moda' } });
    expect(onChoose).toHaveBeenLastCalledWith('act_1', { pageId: 'p1', dsaBeneficiary: 'Northwind Moda' });
  });

  it('labels the fields in Spanish', () => {
    renderRows([row({ needsDsa: true })], { act_1: { dsaPayor: 'Agencia' } }, 'es');
    expect((screen.getByLabelText('Pagado por (UE)') as HTMLInputElement).value).toBe('Agencia');
    expect(screen.getByLabelText('Beneficiario (UE)')).toBeTruthy();
  });
});

describe('PreflightRows: what Meta’s rules change', () => {
  it.each([
    ['en', 'Meta removed the Instagram Explore feed placement: the ad set "Feeds" is created without it.', 'Ready to clone', 'What the clone leaves out'],
    ['es', 'Meta retiró la ubicación del feed de Explorar de Instagram: el conjunto "Feeds" se crea sin ella.', 'Lista para clonar', 'Lo que la copia deja fuera'],
  ] as const)('shows a removed placement as a warning on a row that still passes (%s)', (language, warning, ready, label) => {
    renderRows([row({ warnings: [{ code: 'cloneWarnExploreRemoved', params: { adSet: 'Feeds' } }] })], {}, language);
    const [only] = screen.getAllByTestId('preflight-row');
    expect(only!.getAttribute('data-ok')).toBe('true');
    expect(within(only!).getByText(ready)).toBeTruthy();
    expect(within(within(only!).getByRole('list', { name: label })).getByText(warning)).toBeTruthy();
  });

  it.each([
    ['en', /"Always On" is an Advantage\+ shopping campaign of the old kind, which Meta no longer lets anyone create or copy through its API, so it can't be cloned into Northwind – EU Fashion/],
    ['es', /"Always On" es una campaña de compras Advantage\+ del tipo antiguo, que Meta ya no deja crear ni copiar por su API, así que no se puede clonar en Northwind – EU Fashion/],
  ] as const)('explains why a legacy Advantage+ shopping campaign cannot be cloned (%s)', (language, reason) => {
    renderRows([row({ problems: [{ code: 'preflightLegacyShoppingCampaign', params: { campaign: 'Always On', account: 'Northwind – EU Fashion' } }] })], {}, language);
    const [only] = screen.getAllByTestId('preflight-row');
    expect(only!.getAttribute('data-ok')).toBe('false');
    expect(within(only!).getByText(reason)).toBeTruthy();
  });
});
