import { outboxMessageInputSchema, outboxMessageSchema, readOutboxMessage } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';
import { outboxReaderOf } from './outbox-guard.ts';

export const mailOutboxMessage = publicProcedure
  .input(outboxMessageInputSchema)
  .output(outboxMessageSchema)
  .query(async ({ ctx, input }) => readOutboxMessage(ctx.deps.db, input.id, await outboxReaderOf(ctx)));
