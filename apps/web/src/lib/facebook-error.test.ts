import { describe, expect, it } from 'vitest';
import { authT } from '@/test/i18n';
import { facebookErrorText, parseFacebookErrorSearch } from './facebook-error';

const en = authT('en');
const es = authT('es');
const shown = (search: Record<string, unknown>, t = en) => {
  const text = facebookErrorText(parseFacebookErrorSearch(search));
  return text && t(`social.facebookErrors.${text.key}`, { scopes: text.scopes });
};

describe('the Facebook error sent back to /login', () => {
  it('keeps the error codes and the missing permissions, and drops any text', () => {
    const search = parseFacebookErrorSearch({ error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error', missing: 'ads_read', lng: 'es' });
    expect(search).toEqual({ error: 'access_denied', error_reason: 'user_denied', missing: 'ads_read' });
    expect(parseFacebookErrorSearch({ error: 42, error_reason: '  ' })).toEqual({});
  });

  it('shows a fixed text chosen by the code, in the user’s language, never the query’s words', () => {
    const injected = { error: 'access_denied', error_reason: 'user_denied', error_description: 'Call +1 555 0100 to unlock your account' };
    expect(shown(injected)).toBe('You cancelled the Facebook dialog, so nothing was connected.');
    expect(shown(injected, es)).toBe('Cancelaste el diálogo de Facebook, así que no se conectó nada.');
    expect(shown({ error: 'invalid_state', error_reason: 'state_mismatch' })).toBe('The sign-in request expired or did not start in this browser. Please try again.');
  });

  it('falls back to the error code, then to a generic text, for codes it does not know', () => {
    expect(shown({ error: 'access_denied', error_reason: 'Visit evil.example' })).toBe('Facebook did not authorize AdFleet.');
    expect(shown({ error: 'Your account is locked', error_description: 'Call us' })).toBe('Connecting Facebook did not work. Please try again.');
    expect(shown({ error: 'constructor', error_reason: '__proto__' })).toBe('Connecting Facebook did not work. Please try again.');
    expect(shown({ error_description: 'Only words' })).toBeNull();
  });

  it('says why a connection was refused for who the person is in the workspace, in both languages', () => {
    expect(shown({ error: 'access_denied', error_reason: 'role' })).toBe("Only the workspace's owner and admins can connect a platform there. Ask one of them to connect it.");
    expect(shown({ error: 'access_denied', error_reason: 'role' }, es)).toBe(
      'Solo el propietario y los administradores del espacio de trabajo pueden conectar una plataforma ahí. Pídele a uno de ellos que la conecte.',
    );
    expect(shown({ error: 'access_denied', error_reason: 'workspace_left' })).toBe('You are no longer a member of that workspace, so nothing was connected there.');
    expect(shown({ error: 'access_denied', error_reason: 'no_personal_workspace' }, es)).toBe(
      'No tienes un espacio de trabajo propio al que conectar esta cuenta. Inicia sesión y conéctala desde un espacio de trabajo en el que seas propietario o administrador.',
    );
  });

  it('names only the permissions AdFleet asks for', () => {
    expect(shown({ error: 'missing_permissions', error_reason: 'missing_scope', missing: 'ads_management,ads_read' })).toBe(
      'Facebook did not grant every permission AdFleet needs (ads_management, ads_read). Connect again and allow them.',
    );
    expect(shown({ error: 'missing_permissions', error_reason: 'missing_scope', missing: 'call-us-now' })).toBe(
      'Facebook refused a permission AdFleet needs. Connect again and allow every permission it asks for.',
    );
  });

  it('says a sign-up by Facebook went over the sign-up limit in the sign-up form’s words', () => {
    expect(shown({ error: 'access_denied', error_reason: 'too_many_attempts' })).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(shown({ error: 'access_denied', error_reason: 'too_many_attempts' }, es)).toBe('Demasiados intentos. Por favor espera unos minutos e intenta de nuevo.');
  });
});
