import { fieldIssues } from '@adfleet/core/errors';
import { describe, expect, it } from 'vitest';
import { networkError, trpcError, unparseableAnswer } from '@/test/fake-trpc';
import { authT } from '@/test/i18n';
import { registerErrorMessage, registerFailureMessage, registerFieldErrors, serverFieldMessage } from './register-error';

const en = authT('en');
const es = authT('es');

describe('registerErrorMessage', () => {
  it('maps each status to the spec’s text', () => {
    expect(registerErrorMessage(trpcError(409, 'CONFLICT', 'Username or email already exists'), en)).toBe(
      'Username or email already exists. Please try another one.',
    );
    expect(registerErrorMessage(trpcError(400, 'VALIDATION_FAILED', 'Invalid email address'), en)).toBe('Invalid email address');
    expect(registerErrorMessage(trpcError(400, 'VALIDATION_FAILED', ''), en)).toBe('Invalid registration data. Please check your information.');
    expect(registerErrorMessage(trpcError(500, 'INTERNAL', 'Internal server error'), en)).toBe(
      'Server error: Something went wrong on our side. Please try again.',
    );
    expect(registerErrorMessage(new Error('bug'), en)).toBe('Registration failed');
  });

  it('translates the cases the server would answer in English', () => {
    expect(registerErrorMessage(trpcError(409, 'CONFLICT'), es)).toBe('El nombre de usuario o el correo electrónico ya existen. Por favor prueba con otro.');
    expect(registerErrorMessage(trpcError(429, 'RATE_LIMITED', 'Too many sign-ups'), es)).toBe(
      'Demasiados intentos de registro. Por favor espera unos minutos e intenta de nuevo.',
    );
    expect(registerErrorMessage(networkError(), es)).toBe('No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.');
    expect(registerErrorMessage(unparseableAnswer(), es)).toBe('Error al procesar la respuesta del servidor');
  });

  it('rejects an answer without a token', () => {
    expect(registerFailureMessage({ kind: 'result', problem: 'missingToken' }, en)).toBe('Invalid server response (missing token)');
  });
});

describe('registerFieldErrors', () => {
  it('puts the server’s field messages under the fields this form has', () => {
    const error = trpcError(400, 'VALIDATION_FAILED', 'Invalid email address', { email: ['Invalid email address'], _: ['Form-level'] });
    expect(registerFieldErrors(error)).toEqual({ email: 'Invalid email address' });
  });
});

describe('a common password refused by the server', () => {
  const refused = trpcError(400, 'VALIDATION_FAILED', fieldIssues.passwordTooCommon, { password: [fieldIssues.passwordTooCommon] });

  it('is named under the password field and in the alert, in the user’s language', () => {
    const { password } = registerFieldErrors(refused);
    expect(password && serverFieldMessage(password, en)).toBe('This password is too common and easy to guess. Please choose a different one.');
    expect(password && serverFieldMessage(password, es)).toBe('Esta contraseña es demasiado común y fácil de adivinar. Por favor elige otra.');
    expect(registerErrorMessage(refused, es)).toBe('Esta contraseña es demasiado común y fácil de adivinar. Por favor elige otra.');
  });

  it('leaves a message the form has no code for as the server wrote it', () => {
    expect(serverFieldMessage('Invalid email address', es)).toBe('Invalid email address');
  });
});
