import { describe, expect, it } from 'vitest';
import { type Capability, roleCan, type WorkspaceRole } from './role-capabilities';

const ROLES: readonly WorkspaceRole[] = ['owner', 'admin', 'manager', 'analyst', 'client'];

/** Issue 17's table: who may read, operate, administer and decide on approvals. */
const EXPECTED: Record<Capability, readonly WorkspaceRole[]> = {
  read: ['owner', 'admin', 'manager', 'analyst', 'client'],
  operate: ['owner', 'admin', 'manager'],
  administer: ['owner', 'admin'],
  own: ['owner'],
  // Approving a manager's proposal; a client only those on their own accounts, which the server checks per proposal.
  decide: ['owner', 'admin', 'client'],
};

describe('what each workspace role may do', () => {
  for (const [capability, allowed] of Object.entries(EXPECTED) as Array<[Capability, readonly WorkspaceRole[]]>) {
    it(`lets ${allowed.join(', ')} ${capability}, and nobody else`, () => {
      expect(ROLES.filter((role) => roleCan(role, capability))).toEqual(allowed);
    });
  }
});
