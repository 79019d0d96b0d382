import { callerScopeOf, createWorkspace, listWorkspaces, switchWorkspace, workspaceCreateInputSchema, workspaceListSchema, workspaceSummarySchema, workspaceSwitchInputSchema } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure, router } from '../../init.ts';

/**
 * The caller's workspaces (ADR 0055). Personal procedures: a person in no workspace at all may still list (none) and
 * create one, so none of these needs a current workspace.
 */
export const workspacesRouter = router({
  list: protectedProcedure.output(workspaceListSchema).query(async ({ ctx }) => {
    const workspaces = await listWorkspaces(ctx.deps.db, ctx.user.id);
    const current = workspaces.length > 0 ? callerScopeOf(ctx.session, ctx.request.workspaceId).workspaceId : '';
    return { workspaces, currentId: current };
  }),
  create: protectedProcedure
    .input(workspaceCreateInputSchema)
    .output(workspaceSummarySchema)
    .mutation(({ ctx, input }) => createWorkspace(ctx.deps.db, ctx.user.id, input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent })),
  switch: protectedProcedure
    .input(workspaceSwitchInputSchema)
    .output(z.object({ workspaceId: z.string() }))
    .mutation(({ ctx, input }) => switchWorkspace(ctx.deps.db, ctx.user.id, input)),
});
