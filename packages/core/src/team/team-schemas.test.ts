import { WORKSPACE_ROLES } from '@adfleet/db';
import { describe, expect, it } from 'vitest';
import { createInvitationInputSchema, INVITED_ROLES, MEMBER_ROLES, updateMemberInputSchema } from './team-schemas.ts';

describe('team schemas', () => {
  it('know every role a member may hold, and offer every one but owner to invitations and role changes', () => {
    expect([...MEMBER_ROLES].sort()).toEqual([...WORKSPACE_ROLES].sort());
    expect([...INVITED_ROLES].sort()).toEqual(WORKSPACE_ROLES.filter((role) => role !== 'owner').sort());
  });

  it('refuse ownership through an invitation or a role change', () => {
    expect(createInvitationInputSchema.safeParse({ email: 'ana@example.com', role: 'owner' }).success).toBe(false);
    expect(updateMemberInputSchema.safeParse({ userId: crypto.randomUUID(), role: 'owner' }).success).toBe(false);
  });

  it('refuse an invitation to something that is not an email address', () => {
    expect(createInvitationInputSchema.safeParse({ email: 'not-an-email', role: 'analyst' }).success).toBe(false);
    expect(createInvitationInputSchema.parse({ email: ' ana@example.com ', role: 'client', adAccountIds: [] }).email).toBe('ana@example.com');
  });
});
