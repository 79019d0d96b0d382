import { describe, expect, it } from 'vitest';
import { networkError, trpcError } from '@/test/fake-trpc';
import { userMessage } from '@adfleet/core/messages';
import { authT, renderIn } from '@/test/i18n';
import { InvalidSessionUserError, SessionTimeoutError } from './auth-session';
import { sessionErrorMessage } from './session-error';

describe('sessionErrorMessage', () => {
  const es = authT('es');
  const en = authT('en');

  it('names each failure with the spec’s Spanish text', () => {
    expect(sessionErrorMessage(trpcError(401, 'UNAUTHENTICATED'), es, renderIn('es'))).toBe('Sesión no válida o expirada');
    expect(sessionErrorMessage(trpcError(403, 'FORBIDDEN'), es, renderIn('es'))).toBe('No tienes permisos para acceder');
    expect(sessionErrorMessage(new SessionTimeoutError(), es, renderIn('es'))).toBe('Tiempo de espera agotado en validación de sesión');
  });

  it('never shows a server fault’s own words', () => {
    expect(sessionErrorMessage(trpcError(500, 'INTERNAL', { code: 'relation "sessions" does not exist', params: {} } as never), es, renderIn('es'))).toBe(
      'Error del servidor: Algo salió mal de nuestro lado. Inténtalo de nuevo.',
    );
    expect(sessionErrorMessage(trpcError(503, 'SERVICE_UNAVAILABLE'), en, renderIn('en'))).toBe(
      'Server error: The service is temporarily unavailable. Please try again shortly.',
    );
  });

  it('passes on other answers with their message', () => {
    expect(sessionErrorMessage(trpcError(404, 'NOT_FOUND', userMessage('notFound')), es, renderIn('es'))).toBe('Error de autenticación: No encontrado.');
    expect(sessionErrorMessage(networkError(), en, renderIn('en'))).toBe('Authentication error: Could not reach the server. Check your connection and try again.');
    expect(sessionErrorMessage(new InvalidSessionUserError(), en, renderIn('en'))).toBe('Authentication error: the server sent incomplete user data');
  });

  it('has the same cases in English', () => {
    expect(sessionErrorMessage(trpcError(401, 'UNAUTHENTICATED'), en, renderIn('en'))).toBe('Invalid or expired session');
    expect(sessionErrorMessage(new SessionTimeoutError(), en, renderIn('en'))).toBe('Session validation timed out');
  });
});
