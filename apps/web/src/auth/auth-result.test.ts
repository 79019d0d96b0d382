import { describe, expect, it } from 'vitest';
import { authResultProblem } from './auth-result';

const user = { id: 'u1', username: 'ada', firstName: null, lastName: null, email: 'ada@example.com' };

describe('authResultProblem', () => {
  it('accepts a token with a user that has an id', () => {
    expect(authResultProblem({ token: 'tok', user })).toBeNull();
  });

  it('rejects an answer without a token', () => {
    expect(authResultProblem({ user })).toBe('missingToken');
    expect(authResultProblem({ token: '', user })).toBe('missingToken');
    expect(authResultProblem(null)).toBe('missingToken');
  });

  it('rejects user data without an id', () => {
    expect(authResultProblem({ token: 'tok', user: { ...user, id: '' } })).toBe('invalidUser');
    expect(authResultProblem({ token: 'tok' })).toBe('invalidUser');
  });
});
