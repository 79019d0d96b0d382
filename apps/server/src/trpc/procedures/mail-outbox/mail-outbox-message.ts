import { outboxMessageInputSchema, outboxMessageSchema, readOutboxMessage } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';
import { requireMailOutbox } from './outbox-guard.ts';

export const mailOutboxMessage = publicProcedure
  .input(outboxMessageInputSchema)
  .output(outboxMessageSchema)
  .query(({ ctx, input }) => {
    requireMailOutbox(ctx);
    return readOutboxMessage(ctx.deps.db, input.id);
  });
