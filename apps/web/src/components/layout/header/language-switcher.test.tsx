import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthState } from '@/auth/auth-context';
import { renderWithProviders } from '@/test/render-with-providers';
import { LanguageSwitcher } from './language-switcher';

// A visitor on a public page: choosing a language saves nothing on the server.
const signedOut = { status: 'unauthenticated', user: null, token: null, isLoading: false, isAuthenticated: false } as AuthState;

const renderSwitcher = () =>
  renderWithProviders(
    <AuthContext value={signedOut}>
      <LanguageSwitcher />
    </AuthContext>,
    { answers: {} },
  );

describe('the language menu', () => {
  it('shows the language in use, and opens on a press with each language, the current one checked', async () => {
    renderSwitcher();
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button.textContent).toBe('en');
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(await screen.findByRole('menuitemradio', { name: 'Español' })).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
  });

  it('stays closed when nobody pressed it', () => {
    renderSwitcher();
    expect(screen.getByRole('button', { name: 'Language' }).getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
