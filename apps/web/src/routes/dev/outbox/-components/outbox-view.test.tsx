import { userMessage } from '@adfleet/core/messages';
import type * as RouterModule from '@tanstack/react-router';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswers, trpcError } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { OutboxView } from './outbox-view';

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof RouterModule>()),
  Link: ({ children, ...props }: { children: ReactNode }) => <a {...props}>{children}</a>,
}));
// The page's header (language and account menus) is tested with the layout; here only what the outbox shows matters.
vi.mock('@/components/layout/simple-page-header', () => ({ SimplePageHeader: () => null }));

const KEY = 'the-installations-key';
const mail = (to: string) => ({ id: `id-${to}`, to, subject: `Hello ${to}`, template: 'password-reset', language: 'en' as const, status: 'kept' as const, createdAt: new Date('2026-12-01T10:00:00Z') });

/** The server's outbox: every message for the key, the caller's own when signed in, else refused. */
function outbox(signedIn: boolean) {
  const keys: unknown[] = [];
  const answers: FakeAnswers = {
    'mailOutbox.list': (_input, context) => {
      keys.push(context['sandboxKey']);
      if (context['sandboxKey'] === KEY) return [mail('ana@example.com'), mail('bea@example.com')];
      if (context['sandboxKey'] !== undefined) throw trpcError(403, 'FORBIDDEN', userMessage('sandboxKeyWrong'));
      if (signedIn) return [mail('bea@example.com')];
      throw trpcError(401, 'UNAUTHENTICATED', userMessage('outboxKeyRequired'));
    },
    'system.info': () => ({ mode: 'sandbox', version: '1.0.0' }),
  };
  return { answers, keys };
}

afterEach(() => sessionStorage.clear());

describe('the outbox', () => {
  it('shows nothing without the key to someone signed out; the key opens every message and stays for the tab', async () => {
    const server = outbox(false);
    const first = renderWithProviders(<OutboxView messageId={undefined} />, { answers: server.answers });
    await screen.findByRole('form', { name: 'Sandbox control key' });
    expect(screen.queryByText('ana@example.com')).toBeNull();

    fireEvent.change(screen.getByLabelText('Control key'), { target: { value: KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the outbox' }));
    expect(await screen.findByText('ana@example.com')).toBeDefined();
    expect(screen.getByText('bea@example.com')).toBeDefined();
    expect(screen.queryByRole('form', { name: 'Sandbox control key' })).toBeNull();
    expect(server.keys).toEqual([undefined, KEY]);
    first.unmount();

    // Another visit in the same tab asks no more.
    renderWithProviders(<OutboxView messageId={undefined} />, { answers: server.answers });
    expect(await screen.findByText('ana@example.com')).toBeDefined();
    expect(server.keys.at(-1)).toBe(KEY);
  });

  it('refuses a wrong key, showing no mail, and asks again', async () => {
    renderWithProviders(<OutboxView messageId={undefined} />, { answers: outbox(true).answers });
    await screen.findByText('bea@example.com');
    fireEvent.change(screen.getByLabelText('Control key'), { target: { value: 'a-guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the outbox' }));
    expect(await screen.findByText("That is not this installation's control key.")).toBeDefined();
    expect(screen.queryByText('bea@example.com')).toBeNull();
  });

  it('shows someone signed in without the key only the mail sent to them', async () => {
    renderWithProviders(<OutboxView messageId={undefined} />, { answers: outbox(true).answers });
    expect(await screen.findByText('bea@example.com')).toBeDefined();
    expect(screen.getByText('Showing only the mail sent to you.')).toBeDefined();
    expect(screen.queryByText('ana@example.com')).toBeNull();
  });
});
