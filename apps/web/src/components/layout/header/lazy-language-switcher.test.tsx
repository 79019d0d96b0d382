import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthState } from '@/auth/auth-context';
import { renderWithProviders } from '@/test/render-with-providers';
import { LazyLanguageSwitcher } from './lazy-language-switcher';

const noCalls = (path: string) => {
  throw new Error(`unexpected call ${path}`);
};

// A visitor on a public page: choosing a language saves nothing on the server.
const signedOut = { status: 'unauthenticated', user: null, token: null, isLoading: false, isAuthenticated: false } as AuthState;

const renderSwitcher = () =>
  renderWithProviders(
    <AuthContext value={signedOut}>
      <LazyLanguageSwitcher />
    </AuthContext>,
    { handler: noCalls },
  );

describe('the lazily loaded language menu', () => {
  it('opens once its code arrives when the button was pressed before, and the same button stands in meanwhile', async () => {
    renderSwitcher();
    const early = screen.getByRole('button', { name: 'Language' });
    expect(early.textContent).toBe('en');
    fireEvent.click(early);
    expect(await screen.findByRole('menuitemradio', { name: 'Español' })).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
  });

  it('stays closed when nobody pressed it', async () => {
    renderSwitcher();
    await expect.poll(() => screen.getByRole('button', { name: 'Language' }).getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
