import { listPlatforms, platformListSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** Facebook (1) and TikTok (2), for the platform selector and the platform strip. */
export const platformsList = protectedProcedure.output(platformListSchema).query(({ ctx }) => listPlatforms(ctx.deps.db));
