import { listPlatforms, platformListSchema } from '@adfleet/core';
import { protectedProcedure, router } from '../../init.ts';

export const platformsRouter = router({
  /** Facebook (1) and TikTok (2), for the platform selector and the platform strip. */
  list: protectedProcedure.output(platformListSchema).query(({ ctx }) => listPlatforms(ctx.deps.db)),
});
