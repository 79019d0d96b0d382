import type { WorkspaceRole } from '@/workspaces/role-capabilities';
import type { OutputOf } from './fake-trpc';

type WorkspaceList = OutputOf<'workspaces.list'>;

/** `workspaces.list` of someone in no workspace: a component that asks for the caller's role learns none. */
export const NO_WORKSPACES: WorkspaceList = { workspaces: [], currentId: '' };

/** `workspaces.list` of someone who is `role` in workspace `id` (write it as the tab's workspace to act in it). */
export function workspaceListAs(role: WorkspaceRole, id = 'w-agency'): WorkspaceList {
  return { workspaces: [{ id, name: 'Agency North', role }], currentId: id };
}
