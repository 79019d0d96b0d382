import type { WorkspaceRole } from './tables/workspaces.ts';

/**
 * What a client member may see (issue 17): the ad accounts assigned to them and every ad account of the businesses
 * assigned to them. Absent for every other role, who see the whole workspace.
 */
export interface ClientAccess {
  /** AdFleet's ad account ids. */
  adAccountIds: string[];
  /** The platforms' business ids. */
  businessIds: string[];
}

/** One workspace a person belongs to, and their role in it. */
export interface Membership {
  workspaceId: string;
  role: WorkspaceRole;
  /** Only for `client`: what they are assigned. A client with nothing assigned sees nothing. */
  clientAccess?: ClientAccess;
}

/**
 * Who is asking and over what (DESIGN: one scope per caller): built once per request from the session and the chosen
 * workspace, and once per job from its payload. Shared rows are read and written by `workspaceId`; `userId` is the
 * person acting, whom audit rows and "created by" columns name.
 */
export interface CallerScope extends Membership {
  userId: string;
}

/**
 * What a repository of shared rows needs of a scope: the workspace, and for a client the accounts they may see
 * (`visibleAccountCondition` narrows every read of account-bound rows by it). Jobs carry no `clientAccess`.
 */
export type WorkspaceScope = Pick<CallerScope, 'workspaceId' | 'clientAccess'>;

/**
 * A scope with only what repositories read (the workspace, and a client's accounts): what a service passes on when it
 * adds its own query fields, so a client's narrowing is never dropped on the way.
 */
export function workspaceScopeOf(scope: WorkspaceScope): WorkspaceScope {
  return scope.clientAccess ? { workspaceId: scope.workspaceId, clientAccess: scope.clientAccess } : { workspaceId: scope.workspaceId };
}
