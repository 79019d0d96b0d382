import { render, screen } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/test/i18n';
import { ErrorScreen } from './error-screen';

function renderErrorScreen(error: Error, language: string) {
  const i18n = createI18n();
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ErrorScreen error={error} reset={() => {}} />
    </I18nextProvider>,
  );
}

describe('ErrorScreen', () => {
  it('shows the title, the message and both ways out, in Spanish', () => {
    renderErrorScreen(new Error('Cannot read properties of undefined'), 'es');
    expect(screen.getByRole('heading', { name: 'Oops! Algo salió mal' })).toBeDefined();
    expect(screen.getByText('Cannot read properties of undefined')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Volver al inicio' })).toBeDefined();
  });

  it("never shows a server fault's own words", () => {
    const error = new TRPCClientError('relation "users" does not exist', {
      result: { error: { code: -32603, message: 'relation "users" does not exist', data: { httpStatus: 500, appCode: 'INTERNAL' } } },
    });
    renderErrorScreen(error, 'en');
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeDefined();
    expect(screen.queryByText(/relation/)).toBeNull();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeDefined();
  });
});
