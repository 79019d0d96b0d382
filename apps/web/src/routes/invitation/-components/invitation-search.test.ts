import { describe, expect, it } from 'vitest';
import { invitationPath, sameEmail, validateInvitationSearch } from './invitation-search';

describe("the invitation page's address", () => {
  it('keeps a token that looks like a mailed one, and drops anything else', () => {
    const token = 'Zx1-abcdefghijklmnopqrstuvwxyz_0123456789AB';
    expect(validateInvitationSearch({ token })).toEqual({ token });
    expect(validateInvitationSearch({ token: 'short' })).toEqual({});
    expect(validateInvitationSearch({ token: 42 })).toEqual({});
    expect(validateInvitationSearch({})).toEqual({});
  });

  it('comes back to itself after sign-in with the token intact', () => {
    expect(invitationPath('a+b/c')).toBe('/invitation?token=a%2Bb%2Fc');
  });

  it('matches the invited address without regard to case or spaces', () => {
    expect(sameEmail(' Ana@Agency.com', 'ana@agency.com ')).toBe(true);
    expect(sameEmail('bob@agency.com', 'ana@agency.com')).toBe(false);
    expect(sameEmail(null, 'ana@agency.com')).toBe(false);
  });
});
