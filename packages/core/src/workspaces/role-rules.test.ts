import { WORKSPACE_ROLES } from '@adfleet/db';
import { describe, expect, it } from 'vitest';
import { requireCapability } from './require-capability.ts';
import { ROLE_CAPABILITIES, roleCan } from './role-rules.ts';

describe('role rules', () => {
  it('knows every role a member may have', () => {
    expect(Object.keys(ROLE_CAPABILITIES).sort()).toEqual([...WORKSPACE_ROLES].sort());
  });

  it('gives each role its capabilities and nothing more', () => {
    const table = (['owner', 'admin', 'manager', 'analyst', 'client'] as const).map((role) =>
      [role, (['read', 'operate', 'administer', 'own', 'decide'] as const).filter((capability) => roleCan(role, capability))] as const);
    expect(Object.fromEntries(table)).toEqual({
      owner: ['read', 'operate', 'administer', 'own', 'decide'],
      admin: ['read', 'operate', 'administer', 'decide'],
      manager: ['read', 'operate'],
      analyst: ['read'],
      client: ['read', 'decide'],
    });
  });

  it('refuses a role without the capability as FORBIDDEN naming the role', () => {
    expect(() => requireCapability({ role: 'analyst' }, 'operate')).toThrow(expect.objectContaining({ code: 'FORBIDDEN', userMessage: { code: 'workspaceRoleRefused', params: { role: 'analyst' } } }));
    expect(() => requireCapability({ role: 'manager' }, 'operate')).not.toThrow();
  });
});
