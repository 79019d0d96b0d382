import { userMessage } from '@adfleet/core/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CallWatcher, trpcError } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { EmailVerificationBanner } from './email-verification-banner';

afterEach(() => window.sessionStorage.clear());

describe('EmailVerificationBanner', () => {
  it('asks to confirm an unconfirmed address and resends in the reader language', async () => {
    const onCall = vi.fn<CallWatcher>();
    renderWithProviders(<EmailVerificationBanner />, {
      answers: { 'emailVerification.status': () => ({ email: 'ana@example.com', verified: false }), 'emailVerification.resend': () => ({ sent: true }) },
      onCall,
      language: 'es',
    });
    expect(await screen.findByText(/Confirma tu correo ana@example\.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviarlo de nuevo' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Enviado: revisa tu bandeja de entrada.');
    expect(onCall).toHaveBeenCalledWith('emailVerification.resend', { language: 'es' });
  });

  it('shows nothing once the address is confirmed', async () => {
    const status = vi.fn(() => ({ email: 'ana@example.com', verified: true }));
    renderWithProviders(<EmailVerificationBanner />, { answers: { 'emailVerification.status': status } });
    await waitFor(() => expect(status).toHaveBeenCalled());
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('says when a resend is refused for now', async () => {
    renderWithProviders(<EmailVerificationBanner />, {
      answers: {
        'emailVerification.status': () => ({ email: 'ana@example.com', verified: false }),
        'emailVerification.resend': () => {
          throw trpcError(429, 'RATE_LIMITED', userMessage('verificationResendLimited', { count: 42 }));
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send it again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A confirmation email was sent recently. Try again in 42 minutes.');
  });

  it('stays hidden for the rest of the browser session once dismissed', async () => {
    const status = vi.fn(() => ({ email: 'ana@example.com', verified: false }));
    const first = renderWithProviders(<EmailVerificationBanner />, { answers: { 'emailVerification.status': status } });
    fireEvent.click(await screen.findByRole('button', { name: 'Hide until next sign-in' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    first.unmount();
    renderWithProviders(<EmailVerificationBanner />, { answers: { 'emailVerification.status': status } });
    // The second page view has its answer (unconfirmed) and still shows nothing.
    await waitFor(() => expect(status).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });
});
