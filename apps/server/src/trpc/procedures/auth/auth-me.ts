import { userSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

export const authMe = protectedProcedure.output(userSchema).query(({ ctx }) => ctx.user);
