import { changePassword, changePasswordInputSchema, changePreferences, changeProfile, disconnectFacebook, disconnectTikTok, listSessions, readSettings, revokedSessionsSchema, revokeOtherSessions, revokeSession, revokeSessionInputSchema, sessionInfoSchema, type SettingsCaller, settingsCallerOf, type SettingsDeps, settingsSchema, updatePreferencesInputSchema, updateProfileInputSchema } from '@adfleet/core';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { adminProcedure, protectedProcedure, router } from '../../init.ts';

interface SignedInContext extends Context {
  user: { id: string };
  session: { sessionId: string };
}

/** The settings services' dependencies and caller, from a signed-in request. */
export function settingsArgs(ctx: SignedInContext): [SettingsDeps, SettingsCaller] {
  return [{ db: ctx.deps.db, request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent }, now: ctx.deps.now() }, settingsCallerOf(ctx.user, ctx.session.sessionId)];
}

export const settingsRouter = router({
  /** The caller's profile and stored preferences, as Settings shows them and the web applies after sign-in. */
  get: protectedProcedure.output(settingsSchema).query(({ ctx }) => readSettings(...settingsArgs(ctx))),
  updateProfile: protectedProcedure
    .input(updateProfileInputSchema)
    .output(settingsSchema)
    .mutation(({ ctx, input }) => changeProfile(...settingsArgs(ctx), input)),
  /** Sets a new password; every other session of the caller ends, this one stays. */
  changePassword: protectedProcedure
    .input(changePasswordInputSchema)
    .output(z.object({ endedSessions: z.number().int() }))
    .mutation(({ ctx, input }) => {
      const [deps, caller] = settingsArgs(ctx);
      return changePassword({ ...deps, sleep: ctx.deps.sleep }, caller, input);
    }),
  updatePreferences: protectedProcedure
    .input(updatePreferencesInputSchema)
    .output(settingsSchema)
    .mutation(({ ctx, input }) => changePreferences(...settingsArgs(ctx), input)),
  sessions: protectedProcedure.output(z.array(sessionInfoSchema)).query(({ ctx }) => listSessions(...settingsArgs(ctx))),
  /** Ends one of the caller's sessions; ending the current one signs this browser out too. */
  revokeSession: protectedProcedure
    .input(revokeSessionInputSchema)
    .output(revokedSessionsSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await revokeSession(...settingsArgs(ctx), input.id);
      if (input.id === ctx.session.sessionId) ctx.auth.cookies.clearSession();
      return result;
    }),
  revokeOtherSessions: protectedProcedure.output(revokedSessionsSchema).mutation(({ ctx }) => revokeOtherSessions(...settingsArgs(ctx))),
  /** Revokes the workspace's grants at Meta and deletes the connection and its accounts' data here. */
  disconnectFacebook: adminProcedure
    .output(z.object({ disconnected: z.number().int() }))
    .mutation(({ ctx }) =>
      disconnectFacebook({ db: ctx.deps.db, graph: ctx.deps.graph, cipher: ctx.deps.cipher, jobs: ctx.deps.jobs.transactional, request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent } }, ctx.scope),
    ),
  /** Deletes the workspace's TikTok connections, their tokens and their advertisers' data here (TikTok has no revoke call). */
  disconnectTikTok: adminProcedure
    .output(z.object({ disconnected: z.number().int() }))
    .mutation(({ ctx }) => disconnectTikTok({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent } }, ctx.scope)),
});
