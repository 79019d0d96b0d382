import { userMessage } from '@adfleet/core/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trpcError } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { EmailVerificationBanner } from './email-verification-banner';

afterEach(() => window.sessionStorage.clear());

describe('EmailVerificationBanner', () => {
  it('asks to confirm an unconfirmed address and resends in the reader language', async () => {
    const handler = vi.fn((path: string) => (path === 'emailVerification.status' ? { email: 'ana@example.com', verified: false } : { sent: true }));
    renderWithProviders(<EmailVerificationBanner />, { handler, language: 'es' });
    expect(await screen.findByText(/Confirma tu correo ana@example\.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviarlo de nuevo' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Enviado: revisa tu bandeja de entrada.');
    expect(handler).toHaveBeenCalledWith('emailVerification.resend', { language: 'es' });
  });

  it('shows nothing once the address is confirmed', async () => {
    const handler = vi.fn(() => ({ email: 'ana@example.com', verified: true }));
    renderWithProviders(<EmailVerificationBanner />, { handler });
    await waitFor(() => expect(handler).toHaveBeenCalled());
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('says when a resend is refused for now', async () => {
    const handler = (path: string) => {
      if (path === 'emailVerification.status') return { email: 'ana@example.com', verified: false };
      throw trpcError(429, 'RATE_LIMITED', userMessage('verificationResendLimited', { count: 42 }));
    };
    renderWithProviders(<EmailVerificationBanner />, { handler });
    fireEvent.click(await screen.findByRole('button', { name: 'Send it again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A confirmation email was sent recently. Try again in 42 minutes.');
  });

  it('stays hidden for the rest of the browser session once dismissed', async () => {
    const handler = vi.fn(() => ({ email: 'ana@example.com', verified: false }));
    const first = renderWithProviders(<EmailVerificationBanner />, { handler });
    fireEvent.click(await screen.findByRole('button', { name: 'Hide until next sign-in' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    first.unmount();
    renderWithProviders(<EmailVerificationBanner />, { handler });
    // The second page view has its answer (unconfirmed) and still shows nothing.
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });
});
