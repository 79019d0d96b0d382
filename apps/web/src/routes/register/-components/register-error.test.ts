import { userMessage } from '@adfleet/core/messages';
import { describe, expect, it } from 'vitest';
import { networkError, trpcError, unparseableAnswer } from '@/test/fake-trpc';
import { authT, renderIn } from '@/test/i18n';
import { registerErrorMessage, registerFailureMessage, registerFieldErrors } from './register-error';

const en = authT('en');
const emailRefused = { code: 'fieldNotEmail', params: { field: { field: 'email' } } } as const;
const es = authT('es');

describe('registerErrorMessage', () => {
  it('maps each status to the spec’s text', () => {
    expect(registerErrorMessage(trpcError(409, 'CONFLICT', userMessage('credentialsTaken')), en, renderIn('en'))).toBe(
      'Username or email already exists. Please try another one.',
    );
    expect(registerErrorMessage(trpcError(400, 'VALIDATION_FAILED', emailRefused), en, renderIn('en'))).toBe('Email must be a valid email address.');
    expect(registerErrorMessage(trpcError(400, 'VALIDATION_FAILED', emailRefused), es, renderIn('es'))).toBe('El campo «Correo electrónico» debe ser un correo electrónico válido.');
    expect(registerErrorMessage(trpcError(400, 'VALIDATION_FAILED'), en, renderIn('en'))).toBe('Invalid registration data. Please check your information.');
    expect(registerErrorMessage(trpcError(500, 'INTERNAL', userMessage('internalError')), en, renderIn('en'))).toBe(
      'Server error: Something went wrong on our side. Please try again.',
    );
    expect(registerErrorMessage(new Error('bug'), en, renderIn('en'))).toBe('Registration failed');
  });

  it('translates the cases the server would answer in English', () => {
    expect(registerErrorMessage(trpcError(409, 'CONFLICT'), es, renderIn('es'))).toBe('El nombre de usuario o el correo electrónico ya existen. Por favor prueba con otro.');
    expect(registerErrorMessage(trpcError(429, 'RATE_LIMITED', userMessage('tooManyAttempts')), es, renderIn('es'))).toBe(
      'Demasiados intentos de registro. Por favor espera unos minutos e intenta de nuevo.',
    );
    expect(registerErrorMessage(networkError(), es, renderIn('es'))).toBe('No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.');
    expect(registerErrorMessage(unparseableAnswer(), es, renderIn('es'))).toBe('Error al procesar la respuesta del servidor');
  });

  it('rejects an answer without a token', () => {
    expect(registerFailureMessage({ kind: 'result', problem: 'missingToken' }, en, renderIn('en'))).toBe('Invalid server response (missing token)');
  });
});

describe('registerFieldErrors', () => {
  it('puts the server’s field messages under the fields this form has', () => {
    const error = trpcError(400, 'VALIDATION_FAILED', emailRefused, { email: [emailRefused], _: [userMessage('invalidRequest')] });
    expect(registerFieldErrors(error)).toEqual({ email: emailRefused });
  });
});

describe('a password the server finds too easy to guess', () => {
  const refused = trpcError(400, 'VALIDATION_FAILED', userMessage('passwordHasPersonalInfo'), { password: [userMessage('passwordHasPersonalInfo')] });

  it('is named under the password field and in the alert, in the user’s language', () => {
    const { password } = registerFieldErrors(refused);
    expect(password && renderIn('en')(password)).toBe('This password contains your name, username or email address, or the word AdFleet; choose one that does not.');
    expect(password && renderIn('es')(password)).toBe('Esta contraseña contiene tu nombre, tu nombre de usuario, tu correo o la palabra AdFleet; elige una que no los contenga.');
    expect(registerErrorMessage(refused, es, renderIn('es'))).toBe('Esta contraseña contiene tu nombre, tu nombre de usuario, tu correo o la palabra AdFleet; elige una que no los contenga.');
  });
});
