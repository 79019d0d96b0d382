import { describe, expect, it } from 'vitest';
import { inviteFieldErrors } from './invite-validation';

const draft = { email: 'ana@agency.com', role: 'manager', adAccountIds: [], businessIds: [] } as const;

describe('the invite form before sending', () => {
  it('lets a well-formed address with a role go', () => {
    expect(inviteFieldErrors(draft)).toEqual({});
    expect(inviteFieldErrors({ ...draft, email: '  ana@agency.com ' })).toEqual({});
  });

  it('asks for an address, and for a real-looking one', () => {
    expect(inviteFieldErrors({ ...draft, email: '   ' })).toEqual({ email: 'emailRequired' });
    expect(inviteFieldErrors({ ...draft, email: 'ana@agency' })).toEqual({ email: 'emailInvalid' });
    expect(inviteFieldErrors({ ...draft, email: 'ana agency.com' })).toEqual({ email: 'emailInvalid' });
  });

  it('asks a client invitation for at least one ad account or business', () => {
    expect(inviteFieldErrors({ ...draft, role: 'client' })).toEqual({ assignments: 'clientNeedsAccounts' });
    expect(inviteFieldErrors({ ...draft, role: 'client', adAccountIds: ['a1'] })).toEqual({});
    expect(inviteFieldErrors({ ...draft, role: 'client', businessIds: ['b1'] })).toEqual({});
  });
});
