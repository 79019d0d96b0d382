import type { WorkspaceRole } from './tables/workspaces.ts';

/** One workspace a person belongs to, and their role in it. */
export interface Membership {
  workspaceId: string;
  role: WorkspaceRole;
}

/**
 * Who is asking and over what (DESIGN: one scope per caller): built once per request from the session and the chosen
 * workspace, and once per job from its payload. Shared rows are read and written by `workspaceId`; `userId` is the
 * person acting, whom audit rows and "created by" columns name.
 */
export interface CallerScope extends Membership {
  userId: string;
}

/** What a repository of shared rows needs of a scope. */
export type WorkspaceScope = Pick<CallerScope, 'workspaceId'>;
