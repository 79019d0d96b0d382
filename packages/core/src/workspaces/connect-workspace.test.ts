import { describe, expect, it } from 'vitest';
import { renderMessage } from '../messages/render-message.ts';
import { connectWorkspace } from './connect-workspace.ts';
import { ROLE_CAPABILITIES, type WorkspaceRoleName } from './role-rules.ts';

const TEAM = '00000000-0000-4000-8000-00000000000a';
const OWN = '00000000-0000-4000-8000-00000000000b';
const roles = Object.keys(ROLE_CAPABILITIES) as WorkspaceRoleName[];

describe('where a new platform connection may go', () => {
  it.each(roles)('into a named workspace: only roles that administer it (%s)', (role) => {
    const verdict = connectWorkspace([{ workspaceId: OWN, role: 'owner' }, { workspaceId: TEAM, role }], { workspaceId: TEAM });
    if (role === 'owner' || role === 'admin') expect(verdict).toEqual({ workspaceId: TEAM });
    else {
      expect(verdict).toMatchObject({ refused: { reason: 'role' } });
      if ('refused' in verdict) expect(renderMessage(verdict.refused.message, 'es')).toContain(role);
    }
  });

  it('refuses a workspace the person is not in', () => {
    expect(connectWorkspace([{ workspaceId: OWN, role: 'owner' }], { workspaceId: TEAM })).toMatchObject({ refused: { reason: 'workspace_left' } });
  });

  it.each(roles.filter((role) => role !== 'owner'))('signed out, into the personal workspace, never the team they work in as %s', (role) => {
    // Joined the team before their own workspace was made: still their own.
    expect(connectWorkspace([{ workspaceId: TEAM, role }, { workspaceId: OWN, role: 'owner' }], { personal: true })).toEqual({ workspaceId: OWN });
  });

  it('signed out, into the first workspace the person owns (a team grown in it stays theirs)', () => {
    expect(connectWorkspace([{ workspaceId: TEAM, role: 'owner' }, { workspaceId: OWN, role: 'owner' }], { personal: true })).toEqual({ workspaceId: TEAM });
  });

  it('signed out, refused with its reason when the person owns no workspace (theirs handed on)', () => {
    const verdict = connectWorkspace([{ workspaceId: OWN, role: 'admin' }, { workspaceId: TEAM, role: 'analyst' }], { personal: true });
    expect(verdict).toMatchObject({ refused: { reason: 'no_personal_workspace' } });
    if ('refused' in verdict) expect(renderMessage(verdict.refused.message, 'en')).toContain('no workspace of your own');
  });
});
