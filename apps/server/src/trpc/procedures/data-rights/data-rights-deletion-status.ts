import { dataDeletionStatus, deletionCodeSchema, deletionStatusSchema } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';

/** Where a deletion request stands, by the code its requester was given (by the form, Settings or Meta). */
export const dataRightsDeletionStatus = publicProcedure
  .input(deletionCodeSchema)
  .output(deletionStatusSchema)
  .query(({ ctx, input }) => dataDeletionStatus(ctx.deps.db, input.code));
