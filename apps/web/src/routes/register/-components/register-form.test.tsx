import { userMessage } from '@adfleet/core/messages';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type CallWatcher, trpcError } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { RegisterForm } from './register-form';

const ada = { id: 'u1', username: 'ada', firstName: 'Ada', lastName: null, email: 'ada@example.com' };

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidForm() {
  type(/^First name/, 'Ada');
  type(/^Username/, 'ada');
  type('Email', 'ada@example.com');
  type(/^Password$/, 'analytical');
  type('Confirm password', 'analytical');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('RegisterForm', () => {
  it('names each mistake under its field and sends nothing', async () => {
    const onCall = vi.fn<CallWatcher>();
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />, { answers: {}, onCall });
    type(/^Username/, 'ab');
    type('Email', 'not-an-address');
    type(/^Password$/, 'short');
    type('Confirm password', 'shorter');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeDefined();
    expect(screen.getByText('Please enter a valid email address')).toBeDefined();
    expect(screen.getByText('Password must be at least 8 characters')).toBeDefined();
    expect(screen.getByText('Passwords do not match')).toBeDefined();
    expect(screen.getByText('You must accept the Terms of Service and Privacy Policy to create an account')).toBeDefined();
    expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
    // The first refused field takes the focus.
    expect(document.activeElement).toBe(screen.getByLabelText(/^Username/));
    expect(onCall).not.toHaveBeenCalled();
  });

  it('shows a taken username in the alert', async () => {
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />, {
      answers: {
        'auth.register': () => {
          throw trpcError(409, 'CONFLICT', userMessage('credentialsTaken'));
        },
      },
    });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Registration Failed');
    expect(alert.textContent).toContain('Username or email already exists. Please try another one.');
  });

  it('puts the server’s field errors under their fields', async () => {
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />, {
      answers: {
        'auth.register': () => {
          const refused = { code: 'fieldNotEmail', params: { field: { field: 'email' } } } as const;
          throw trpcError(400, 'VALIDATION_FAILED', refused, { email: [refused] });
        },
      },
    });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const text = 'Email must be a valid email address.';
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(screen.getAllByText(text)).toHaveLength(2);
    // Editing the field takes its server error away.
    type('Email', 'ada@example.org');
    expect(screen.getAllByText(text)).toHaveLength(1);
  });

  it('names a password the server finds too easy to guess under the password field, in the UI language', async () => {
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />, {
      answers: {
        'auth.register': () => {
          throw trpcError(400, 'VALIDATION_FAILED', userMessage('passwordHasPersonalInfo'), { password: [userMessage('passwordHasPersonalInfo')] });
        },
      },
    });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('alert');
    const text = 'This password contains your name, username or email address, or the word AdFleet; choose one that does not.';
    expect(screen.getAllByText(text)).toHaveLength(2);
    expect(screen.getByLabelText(/^Password$/).getAttribute('aria-invalid')).toBe('true');
  });

  it('registers without the confirmation and hands over the token and user', async () => {
    const onRegistered = vi.fn();
    const onCall = vi.fn<CallWatcher>();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />, { answers: { 'auth.register': () => ({ token: 'tok', user: ada }) }, onCall });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith('tok', ada));
    expect(onCall).toHaveBeenCalledWith('auth.register', { username: 'ada', email: 'ada@example.com', password: 'analytical', firstName: 'Ada' });
  });
});
