import { describe, expect, it } from 'vitest';
import { networkError, trpcError, unparseableAnswer } from '@/test/fake-trpc';
import { userMessage } from '@adfleet/core/messages';
import { authT, renderIn } from '@/test/i18n';
import { loginErrorMessage, loginFailureMessage, loginValuesComplete } from './login-error';

const es = authT('es');
const en = authT('en');

describe('loginValuesComplete', () => {
  it('needs both a username (or e-mail) and a password', () => {
    expect(loginValuesComplete({ username: 'ada', password: 'secret' })).toBe(true);
    expect(loginValuesComplete({ username: '   ', password: 'secret' })).toBe(false);
    expect(loginValuesComplete({ username: 'ada', password: '' })).toBe(false);
  });

  it('names the missing field in the spec’s words', () => {
    expect(loginFailureMessage({ kind: 'required' }, es, renderIn('es'))).toBe('Por favor, ingresa tanto tu nombre de usuario como tu contraseña');
    expect(loginFailureMessage({ kind: 'required' }, en, renderIn('en'))).toBe('Please enter both your username and your password');
  });
});

describe('loginErrorMessage', () => {
  it('maps each status to the spec’s Spanish text', () => {
    expect(loginErrorMessage(trpcError(401, 'UNAUTHENTICATED', userMessage('badCredentials')), es, renderIn('es'))).toBe(
      'Usuario o contraseña incorrectos. Por favor intenta de nuevo.',
    );
    expect(loginErrorMessage(trpcError(429, 'RATE_LIMITED'), es, renderIn('es'))).toBe('Demasiados intentos. Por favor espera unos minutos e intenta de nuevo.');
    expect(loginErrorMessage(trpcError(500, 'INTERNAL', userMessage('internalError')), es, renderIn('es'))).toBe(
      'Error en el servidor: Algo salió mal de nuestro lado. Inténtalo de nuevo.',
    );
    expect(loginErrorMessage(unparseableAnswer(), es, renderIn('es'))).toBe('Error al procesar la respuesta del servidor');
  });

  it('has the same cases in English', () => {
    expect(loginErrorMessage(trpcError(401, 'UNAUTHENTICATED'), en, renderIn('en'))).toBe('Incorrect username or password. Please try again.');
    expect(loginErrorMessage(trpcError(429, 'RATE_LIMITED'), en, renderIn('en'))).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(loginErrorMessage(trpcError(503, 'SERVICE_UNAVAILABLE'), en, renderIn('en'))).toBe(
      'Server error: The service is temporarily unavailable. Please try again shortly.',
    );
  });

  it('otherwise shows the server’s message in the UI language, or the generic one', () => {
    const required = trpcError(400, 'VALIDATION_FAILED', { code: 'fieldRequired', params: { field: { field: 'username' } } });
    expect(loginErrorMessage(required, es, renderIn('es'))).toBe('El campo «Nombre de usuario» es obligatorio.');
    expect(loginErrorMessage(required, en, renderIn('en'))).toBe('Username is required.');
    expect(loginErrorMessage(new Error('bug'), es, renderIn('es'))).toBe('Error en el inicio de sesión');
    expect(loginErrorMessage(networkError(), en, renderIn('en'))).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('rejects an answer without a token or a user id', () => {
    expect(loginFailureMessage({ kind: 'result', problem: 'missingToken' }, es, renderIn('es'))).toBe('Respuesta inválida del servidor (falta token)');
    expect(loginFailureMessage({ kind: 'result', problem: 'invalidUser' }, es, renderIn('es'))).toBe('Error al procesar la respuesta del servidor');
  });
});
