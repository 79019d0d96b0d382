import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/app-error.ts';
import { callerScopeOf } from './caller-scope.ts';

const user = { id: 'u-1', username: 'ana', firstName: null, lastName: null, email: 'ana@example.com' };
const personal = { workspaceId: 'w-personal', role: 'owner' as const };
const agency = { workspaceId: 'w-agency', role: 'analyst' as const };

function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isAppError(error) ? `${error.code} ${error.userMessage.code}` : String(error);
  }
  return undefined;
}

describe('callerScopeOf', () => {
  it('acts in the workspace the request names, with the caller’s role there', () => {
    expect(callerScopeOf({ user, memberships: [personal, agency], currentWorkspaceId: 'w-personal' }, 'w-agency')).toEqual({ userId: 'u-1', workspaceId: 'w-agency', role: 'analyst' });
  });

  it('falls back to the remembered workspace, then to the first one when the remembered one is gone', () => {
    expect(callerScopeOf({ user, memberships: [personal, agency], currentWorkspaceId: 'w-agency' }, undefined).workspaceId).toBe('w-agency');
    expect(callerScopeOf({ user, memberships: [personal, agency], currentWorkspaceId: 'w-left' }, undefined).workspaceId).toBe('w-personal');
    expect(callerScopeOf({ user, memberships: [agency], currentWorkspaceId: null }, undefined).workspaceId).toBe('w-agency');
  });

  it('refuses a workspace the caller does not belong to, and a caller in no workspace', () => {
    expect(refusal(() => callerScopeOf({ user, memberships: [personal], currentWorkspaceId: 'w-personal' }, 'w-agency'))).toBe('FORBIDDEN workspaceNotMember');
    expect(refusal(() => callerScopeOf({ user, memberships: [], currentWorkspaceId: null }, undefined))).toBe('FORBIDDEN workspaceNone');
  });
});
