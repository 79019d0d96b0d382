import { describe, expect, it } from 'vitest';
import { networkError, trpcError, unparseableAnswer } from '@/test/fake-trpc';
import { authT } from '@/test/i18n';
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
    expect(loginFailureMessage({ kind: 'required' }, es)).toBe('Por favor, ingresa tanto tu nombre de usuario como tu contraseña');
    expect(loginFailureMessage({ kind: 'required' }, en)).toBe('Please enter both your username and your password');
  });
});

describe('loginErrorMessage', () => {
  it('maps each status to the spec’s Spanish text', () => {
    expect(loginErrorMessage(trpcError(401, 'UNAUTHENTICATED', 'Invalid username or password'), es)).toBe(
      'Usuario o contraseña incorrectos. Por favor intenta de nuevo.',
    );
    expect(loginErrorMessage(trpcError(429, 'RATE_LIMITED'), es)).toBe('Demasiados intentos. Por favor espera unos minutos e intenta de nuevo.');
    expect(loginErrorMessage(trpcError(500, 'INTERNAL', 'Internal server error'), es)).toBe(
      'Error en el servidor: Algo salió mal de nuestro lado. Inténtalo de nuevo.',
    );
    expect(loginErrorMessage(unparseableAnswer(), es)).toBe('Error al procesar la respuesta del servidor');
  });

  it('has the same cases in English', () => {
    expect(loginErrorMessage(trpcError(401, 'UNAUTHENTICATED'), en)).toBe('Incorrect username or password. Please try again.');
    expect(loginErrorMessage(trpcError(429, 'RATE_LIMITED'), en)).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(loginErrorMessage(trpcError(503, 'SERVICE_UNAVAILABLE'), en)).toBe(
      'Server error: The service is temporarily unavailable. Please try again shortly.',
    );
  });

  it('otherwise shows the server’s message, or the generic one', () => {
    expect(loginErrorMessage(trpcError(400, 'VALIDATION_FAILED', 'Username is required'), es)).toBe('Username is required');
    expect(loginErrorMessage(new Error('bug'), es)).toBe('Error en el inicio de sesión');
    expect(loginErrorMessage(networkError(), en)).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('rejects an answer without a token or a user id', () => {
    expect(loginFailureMessage({ kind: 'result', problem: 'missingToken' }, es)).toBe('Respuesta inválida del servidor (falta token)');
    expect(loginFailureMessage({ kind: 'result', problem: 'invalidUser' }, es)).toBe('Error al procesar la respuesta del servidor');
  });
});
