import { listOutbox, outboxEntrySchema } from '@adfleet/core';
import { z } from 'zod';
import { publicProcedure } from '../../init.ts';
import { requireMailOutbox } from './outbox-guard.ts';

export const mailOutboxList = publicProcedure.output(z.array(outboxEntrySchema)).query(({ ctx }) => {
  requireMailOutbox(ctx);
  return listOutbox(ctx.deps.db);
});
