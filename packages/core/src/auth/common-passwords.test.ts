import { describe, expect, it } from 'vitest';
import { registerInputSchema } from './auth-schemas.ts';
import { isCommonPassword } from './common-passwords.ts';

describe('the common-password check', () => {
  it('knows the most common passwords in any case, and lets an unusual one through', () => {
    for (const password of ['123456', 'password', 'Password1', 'QWERTY123', 'iloveyou', 'sunshine']) expect(isCommonPassword(password)).toBe(true);
    expect(isCommonPassword('fleet-owner-2931')).toBe(false);
  });

  it('refuses a common password at registration, naming the password field', () => {
    const result = registerInputSchema.safeParse({ username: 'ana', email: 'ana@example.com', password: 'Football1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['password']);
  });
});
