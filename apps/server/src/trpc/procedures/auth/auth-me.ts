import { userSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { validatedOnce } from '../../validated-once.ts';

/**
 * The signed-in user. While the session cache keeps a session (ADR 0043) its user is the very same object on every
 * call, so the output check runs once per kept session and REST writes its JSON text once (ADR 0065).
 */
export const authMe = protectedProcedure.output(validatedOnce(userSchema)).query(({ ctx }) => ctx.user);
