import { type SettingsCaller, settingsCallerOf, type SettingsDeps } from '@adfleet/core';
import type { Context } from '../../context.ts';

interface SignedInContext extends Context {
  user: { id: string };
  session: { sessionId: string };
}

/** The settings services' dependencies and caller, from a signed-in request. */
export function settingsArgs(ctx: SignedInContext): [SettingsDeps, SettingsCaller] {
  return [{ db: ctx.deps.db, request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent }, now: ctx.deps.now() }, settingsCallerOf(ctx.user, ctx.session.sessionId)];
}
