import { userMessage } from '@adfleet/core/messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type CallWatcher, type OutputOf, trpcError } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { LoginForm, SLOW_SIGN_IN_HINT_MS } from './login-form';

const ada = { id: 'u1', username: 'ada', firstName: 'Ada', lastName: null, email: 'ada@example.com' };

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Username or email|Usuario o correo/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^(Password|Contraseña)$/), { target: { value: password } });
}

describe('LoginForm', () => {
  it('explains a slow answer (a slowed sign-in) while it waits, and drops the note once answered', async () => {
    vi.useFakeTimers();
    try {
      let answer: (value: OutputOf<'auth.login'>) => void = () => undefined;
      renderWithProviders(<LoginForm onSignedIn={vi.fn()} />, { language: 'es', answers: { 'auth.login': () => new Promise((resolve) => (answer = resolve)) } });
      fill('ada', 'correct-horse-battery');
      fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
      await advance(SLOW_SIGN_IN_HINT_MS - 100);
      expect(screen.queryByRole('status')).toBeNull();
      await advance(100);
      expect(screen.getByRole('status').textContent).toContain('van más despacio');
      answer({ token: 'tok', user: ada });
      await advance(0);
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for both fields before calling the server', async () => {
    const onCall = vi.fn<CallWatcher>();
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />, { answers: {}, onCall });
    fill('ada', '');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Authentication Failed');
    expect(alert.textContent).toContain('Please enter both your username and your password');
    expect(onCall).not.toHaveBeenCalled();
  });

  it('shows a refused password in the alert until it is dismissed', async () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />, {
      language: 'es',
      answers: {
        'auth.login': () => {
          throw trpcError(401, 'UNAUTHENTICATED', userMessage('badCredentials'));
        },
      },
    });
    fill('ada', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Usuario o contraseña incorrectos. Por favor intenta de nuevo.');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('rejects an answer without a token', async () => {
    const onSignedIn = vi.fn();
    // The server's type allows any string; the form takes an empty one for none.
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, { language: 'es', answers: { 'auth.login': () => ({ token: '', user: ada }) } });
    fill('ada', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Respuesta inválida del servidor (falta token)');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('hands over the token and user, sending a trimmed username', async () => {
    const onSignedIn = vi.fn();
    const onCall = vi.fn<CallWatcher>();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, { answers: { 'auth.login': () => ({ token: 'tok', user: ada }) }, onCall });
    fill('  ada@example.com ', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('tok', ada));
    expect(onCall).toHaveBeenCalledWith('auth.login', { username: 'ada@example.com', password: 'secret-password' });
    expect(screen.getByRole('button', { name: 'Signing in...' })).toHaveProperty('disabled', true);
  });
});
