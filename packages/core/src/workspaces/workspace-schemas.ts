import { WORKSPACE_ROLES } from '@adfleet/db';
import { z } from 'zod';

const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);

export const workspaceSummarySchema = z.object({ id: z.string(), name: z.string(), role: workspaceRoleSchema });

export const workspaceListSchema = z.object({
  workspaces: z.array(workspaceSummarySchema),
  /** The one the caller works in now: the one this request named, else the one they last chose. */
  currentId: z.string(),
});

const workspaceNameSchema = z.string().trim().min(1).max(80);

export const workspaceCreateInputSchema = z.object({ name: workspaceNameSchema });
export type WorkspaceCreateInput = z.input<typeof workspaceCreateInputSchema>;

export const workspaceSwitchInputSchema = z.object({ workspaceId: z.uuid() });
