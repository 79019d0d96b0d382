import {
  acceptInvitation,
  acceptInvitationByToken,
  acceptInvitationByTokenInputSchema,
  acceptInvitationInputSchema,
  acceptInvitationResultSchema,
  createInvitation,
  createInvitationInputSchema,
  createInvitationResultSchema,
  declineInvitation,
  declineInvitationInputSchema,
  emptyResultSchema,
  invitationPreviewSchema,
  listInvitations,
  myInvitations,
  pendingInvitationListSchema,
  previewInvitation,
  previewInvitationInputSchema,
  revokeInvitationInputSchema,
  revokeWorkspaceInvitation,
  workspaceInvitationListSchema,
} from '@adfleet/core';
import { adminProcedure, protectedProcedure, publicProcedure, router } from '../../init.ts';

/**
 * Invitations into a workspace (issue 17, ADR 0057): admins send, list and withdraw them; the invited person, signed in
 * with the invited address, sees theirs and accepts or declines, from the app or the mailed link, in no workspace yet.
 */
export const invitationsRouter = router({
  create: adminProcedure
    .input(createInvitationInputSchema)
    .output(createInvitationResultSchema)
    .mutation(({ ctx, input }) =>
      createInvitation(
        { db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, now: ctx.deps.now(), appUrl: ctx.deps.config.publicUrl, language: ctx.request.language ?? 'en' },
        ctx.scope,
        input,
        { ip: ctx.request.ip, userAgent: ctx.request.userAgent },
      ),
    ),
  list: adminProcedure.output(workspaceInvitationListSchema).query(({ ctx }) => listInvitations(ctx.deps.db, ctx.scope, ctx.deps.now())),
  revoke: adminProcedure
    .input(revokeInvitationInputSchema)
    .output(emptyResultSchema)
    .mutation(({ ctx, input }) => revokeWorkspaceInvitation(ctx.deps.db, ctx.scope, input.id, ctx.deps.now(), { ip: ctx.request.ip, userAgent: ctx.request.userAgent })),
  mine: protectedProcedure.output(pendingInvitationListSchema).query(({ ctx }) => myInvitations(ctx.deps.db, inviteeOf(ctx.user), ctx.deps.now())),
  accept: protectedProcedure
    .input(acceptInvitationInputSchema)
    .output(acceptInvitationResultSchema)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.deps.db, inviteeOf(ctx.user), input.id, ctx.deps.now(), { ip: ctx.request.ip, userAgent: ctx.request.userAgent })),
  acceptByToken: protectedProcedure
    .input(acceptInvitationByTokenInputSchema)
    .output(acceptInvitationResultSchema)
    .mutation(({ ctx, input }) => acceptInvitationByToken(ctx.deps.db, inviteeOf(ctx.user), input.token, ctx.deps.now(), { ip: ctx.request.ip, userAgent: ctx.request.userAgent })),
  decline: protectedProcedure
    .input(declineInvitationInputSchema)
    .output(emptyResultSchema)
    .mutation(({ ctx, input }) => declineInvitation(ctx.deps.db, inviteeOf(ctx.user), input.id, ctx.deps.now(), { ip: ctx.request.ip, userAgent: ctx.request.userAgent })),
  preview: publicProcedure
    .input(previewInvitationInputSchema)
    .output(invitationPreviewSchema)
    .query(({ ctx, input }) => previewInvitation(ctx.deps.db, input.token, ctx.deps.now(), { ip: ctx.request.ip, userAgent: ctx.request.userAgent })),
});

const inviteeOf = (user: { id: string; email: string }) => ({ userId: user.id, email: user.email });
