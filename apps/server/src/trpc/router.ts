import { router } from './init.ts';
import { healthRouter } from './procedures/health/health-router.ts';
import { systemInfo } from './procedures/system/system-info.ts';

export const appRouter = router({
  health: healthRouter,
  system: router({ info: systemInfo }),
});

export type AppRouter = typeof appRouter;
