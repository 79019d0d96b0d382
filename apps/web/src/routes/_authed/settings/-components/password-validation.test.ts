import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './password-validation';

describe('validatePasswordChange', () => {
  it('names every missing field', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({ currentPassword: 'required', newPassword: 'required', confirmPassword: 'required' });
  });

  it('refuses a short new password and a confirmation that differs', () => {
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'short', confirmPassword: 'other' })).toEqual({ newPassword: 'tooShort', confirmPassword: 'mismatch' });
  });

  it('passes a complete change', () => {
    expect(validatePasswordChange({ currentPassword: 'old-one', newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' })).toEqual({});
  });
});
