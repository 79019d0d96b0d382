import { listOutbox, outboxEntrySchema } from '@adfleet/core';
import { z } from 'zod';
import { publicProcedure } from '../../init.ts';
import { outboxReaderOf } from './outbox-guard.ts';

export const mailOutboxList = publicProcedure.output(z.array(outboxEntrySchema)).query(async ({ ctx }) => listOutbox(ctx.deps.db, await outboxReaderOf(ctx)));
