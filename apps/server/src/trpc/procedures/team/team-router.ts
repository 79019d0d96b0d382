import {
  emptyResultSchema,
  leaveInputSchema,
  leaveResultSchema,
  leaveWorkspace,
  listMembers,
  removeMember,
  removeMemberInputSchema,
  removeMemberResultSchema,
  teamMemberListSchema,
  teamMemberSchema,
  transferOwnership,
  transferOwnershipInputSchema,
  updateMember,
  updateMemberInputSchema,
} from '@adfleet/core';
import { adminProcedure, ownerProcedure, router, workspaceProcedure } from '../../init.ts';

/**
 * The people in the caller's workspace (issue 17, ADR 0057): anyone reads the list (a client only their own row),
 * admins change roles and remove members, anyone but the owner leaves, the owner hands ownership on.
 */
export const teamRouter = router({
  members: workspaceProcedure.output(teamMemberListSchema).query(({ ctx }) => listMembers(ctx.deps.db, ctx.scope)),
  updateMember: adminProcedure
    .input(updateMemberInputSchema)
    .output(teamMemberSchema)
    .mutation(({ ctx, input }) => updateMember(ctx.deps.db, ctx.scope, input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent })),
  removeMember: adminProcedure
    .input(removeMemberInputSchema)
    .output(removeMemberResultSchema)
    .mutation(({ ctx, input }) => {
      const request = { ip: ctx.request.ip, userAgent: ctx.request.userAgent };
      return removeMember({ db: ctx.deps.db, graph: ctx.deps.graph, cipher: ctx.deps.cipher, jobs: ctx.deps.jobs.transactional, now: ctx.deps.now, request }, ctx.scope, input, request);
    }),
  leave: workspaceProcedure
    .input(leaveInputSchema)
    .output(leaveResultSchema)
    .mutation(({ ctx }) => leaveWorkspace({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, now: ctx.deps.now }, ctx.scope, { ip: ctx.request.ip, userAgent: ctx.request.userAgent })),
  transferOwnership: ownerProcedure
    .input(transferOwnershipInputSchema)
    .output(emptyResultSchema)
    .mutation(({ ctx, input }) => transferOwnership(ctx.deps.db, ctx.scope, input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent })),
});
