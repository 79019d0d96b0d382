import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ResultCount } from './result-count';
import { RoasFigure } from './roas-figure';

describe('results and ROAS cells', () => {
  it('names what the results count beneath the count, in the reader’s language', () => {
    renderWithProviders(<ResultCount figures={{ resultKind: 'link_clicks', results: 12_345 }} locale="en-US" />, { answers: {} });
    expect(screen.getByText('12,345')).toBeTruthy();
    expect(screen.getByText('Link clicks')).toBeTruthy();
    renderWithProviders(<ResultCount figures={{ resultKind: 'purchases', results: 3 }} locale="es-CO" />, { answers: {}, language: 'es' });
    expect(screen.getByText('Compras')).toBeTruthy();
  });

  it('shows a total over several kinds as a dash that says why, never their sum', () => {
    renderWithProviders(<ResultCount figures={{ resultKind: 'mixed', results: null }} locale="en-US" />, { answers: {} });
    expect(screen.getByRole('button', { name: '—: Mixed result types' }).textContent).toBe('—');
  });

  it('says why reach has no count over several days, and names a kind it does not know as other results', () => {
    renderWithProviders(<ResultCount figures={{ resultKind: 'reach', results: null }} locale="en-US" />, { answers: {}, language: 'es' });
    expect(screen.getByRole('button', { name: /El alcance cuenta personas/ })).toBeTruthy();
    renderWithProviders(<ResultCount figures={{ resultKind: 'actions:onsite_conversion.flow_complete', results: 8 }} locale="en-US" />, { answers: {} });
    expect(screen.getByText('Other results')).toBeTruthy();
  });

  it('reads ROAS without a purchase value as not available, not 0.00x', () => {
    const { container } = renderWithProviders(<RoasFigure roas={null} conversionValue={null} locale="es-CO" />, { answers: {}, language: 'es' });
    expect(container.textContent).toBe('No disponible');
    expect(screen.getByRole('button', { name: /^No disponible: La plataforma no informa el valor de las compras/ })).toBeTruthy();
    const valued = renderWithProviders(<RoasFigure roas={2.5} conversionValue={250} locale="en-US" />, { answers: {} });
    expect(valued.container.textContent).toBe('2.50x');
  });
});
