import { describe, expect, it } from 'vitest';
import { authT } from '@/test/i18n';
import { emptyRegisterValues, registrationInput, type RegisterValues, validateRegistration } from './register-validation';

const valid: RegisterValues = {
  firstName: ' Ada ',
  lastName: '',
  username: ' ada.lovelace ',
  email: 'ada@example.com ',
  password: 'analytical',
  confirmPassword: 'analytical',
  acceptTerms: true,
};

describe('validateRegistration', () => {
  it('accepts a complete form, names optional', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('names every mistake of an empty form', () => {
    expect(validateRegistration(emptyRegisterValues)).toEqual({
      username: 'usernameMin',
      email: 'emailInvalid',
      password: 'passwordMin',
      acceptTerms: 'termsRequired',
    });
  });

  it('applies the server’s limits', () => {
    expect(validateRegistration({ ...valid, username: 'ab' }).username).toBe('usernameMin');
    expect(validateRegistration({ ...valid, username: 'a'.repeat(51) }).username).toBe('usernameMax');
    expect(validateRegistration({ ...valid, username: 'ada lovelace' }).username).toBe('usernamePattern');
    expect(validateRegistration({ ...valid, email: 'ada@example' }).email).toBe('emailInvalid');
    expect(validateRegistration({ ...valid, email: `${'a'.repeat(250)}@example.com` }).email).toBe('emailMax');
    expect(validateRegistration({ ...valid, password: 'short', confirmPassword: 'short' }).password).toBe('passwordMin');
    expect(validateRegistration({ ...valid, password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }).password).toBe('passwordMax');
    expect(validateRegistration({ ...valid, lastName: 'x'.repeat(101) }).lastName).toBe('nameMax');
  });

  it('requires the confirmation to match and the terms to be accepted', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'analytica1' })).toEqual({ confirmPassword: 'passwordMismatch' });
    expect(validateRegistration({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: 'termsRequired' });
  });

  it('has the spec’s texts', () => {
    const en = authT('en');
    expect(en('register.validation.usernameMin')).toBe('Username must be at least 3 characters');
    expect(en('register.validation.emailInvalid')).toBe('Please enter a valid email address');
    expect(en('register.validation.passwordMin')).toBe('Password must be at least 8 characters');
    expect(en('register.validation.passwordMismatch')).toBe('Passwords do not match');
  });
});

describe('registrationInput', () => {
  it('sends trimmed values, leaves out blank names, and never sends the confirmation', () => {
    expect(registrationInput(valid)).toEqual({ username: 'ada.lovelace', email: 'ada@example.com', password: 'analytical', firstName: 'Ada' });
  });
});
