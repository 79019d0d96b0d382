import { type Db, insertWorkspace, listWorkspacesOf, setCurrentWorkspace, type WorkspaceSummary } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/user-message.ts';
import type { RequestMeta } from '../request-meta.ts';
import { type WorkspaceCreateInput, workspaceCreateInputSchema, workspaceSwitchInputSchema } from './workspace-schemas.ts';

/** The workspaces a person belongs to, with their role in each, oldest membership first. */
export function listWorkspaces(db: Db, userId: string): Promise<WorkspaceSummary[]> {
  return listWorkspacesOf(db, userId);
}

/** A new workspace owned by the caller; they keep working where they were until they switch to it. */
export async function createWorkspace(db: Db, userId: string, rawInput: WorkspaceCreateInput, request: RequestMeta): Promise<WorkspaceSummary> {
  const { name } = workspaceCreateInputSchema.parse(rawInput);
  return db.transaction().execute(async (trx) => {
    const { id } = await insertWorkspace(trx, { name, ownerId: userId });
    await recordAudit(trx, {
      event: { action: 'workspace.created', metadata: { name } },
      userId,
      workspaceId: id,
      actor: { type: 'user', userId },
      target: { type: 'workspace', id },
      request,
    });
    return { id, name, role: 'owner' as const };
  });
}

/** Makes a workspace the caller belongs to their current one (remembered across sessions and devices). */
export async function switchWorkspace(db: Db, userId: string, rawInput: { workspaceId: string }): Promise<{ workspaceId: string }> {
  const { workspaceId } = workspaceSwitchInputSchema.parse(rawInput);
  if (!(await setCurrentWorkspace(db, userId, workspaceId))) throw new AppError('FORBIDDEN', userMessage('workspaceNotMember'));
  return { workspaceId };
}
