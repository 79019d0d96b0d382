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
      [role, (['read', 'operate', 'administer', 'own'] as const).filter((capability) => roleCan(role, capability))] as const);
    expect(Object.fromEntries(table)).toEqual({
      owner: ['read', 'operate', 'administer', 'own'],
      admin: ['read', 'operate', 'administer'],
      manager: ['read', 'operate'],
      analyst: ['read'],
      client: ['read'],
    });
  });

  it('refuses a role without the capability as FORBIDDEN naming the role', () => {
    expect(() => requireCapability({ role: 'analyst' }, 'operate')).toThrow(expect.objectContaining({ code: 'FORBIDDEN', userMessage: { code: 'workspaceRoleRefused', params: { role: 'analyst' } } }));
    expect(() => requireCapability({ role: 'manager' }, 'operate')).not.toThrow();
  });
});
