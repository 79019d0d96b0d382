import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError, listOutbox, outboxEntrySchema, outboxMessageInputSchema, outboxMessageSchema, type OutboxReader, readOutboxMessage, userMessage } from '@adfleet/core';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { publicProcedure, router } from '../../init.ts';

const digest = (secret: string) => createHash('sha256').update(secret).digest();

/**
 * Who may read the outbox, and how much (ADR 0070). It exists only in sandbox mode outside production
 * (config.mailOutbox); elsewhere it answers as a path that is not there. It holds reset, invitation and verification
 * links, so the installation's sandbox control key (`X-Sandbox-Key`, compared in constant time) opens all of it, and a
 * signed-in user without the key reads only their own mail; anyone else is refused. A wrong key is refused outright,
 * not taken for no key: whoever sent it meant to read everything.
 */
async function outboxReaderOf(ctx: Context): Promise<OutboxReader> {
  const { config, sessions, now } = ctx.deps;
  if (!config.mailOutbox || !config.sandbox) throw new AppError('NOT_FOUND', userMessage('notFound'));
  const given = ctx.request.sandboxKey;
  if (given !== undefined) {
    if (!timingSafeEqual(digest(given), digest(config.sandbox.controlKey))) throw new AppError('FORBIDDEN', userMessage('sandboxKeyWrong'));
    return { kind: 'operator' };
  }
  const { credentials } = ctx.auth;
  const session = credentials ? await sessions.validate(credentials.token, now()) : null;
  if (!session) throw new AppError('UNAUTHENTICATED', userMessage('outboxKeyRequired'));
  return { kind: 'user', userId: session.user.id };
}

export const mailOutboxRouter = router({
  list: publicProcedure.output(z.array(outboxEntrySchema)).query(async ({ ctx }) => listOutbox(ctx.deps.db, await outboxReaderOf(ctx))),
  message: publicProcedure
    .input(outboxMessageInputSchema)
    .output(outboxMessageSchema)
    .query(async ({ ctx, input }) => readOutboxMessage(ctx.deps.db, input.id, await outboxReaderOf(ctx))),
});
