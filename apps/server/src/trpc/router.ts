import { router } from './init.ts';
import { activityList } from './procedures/activity/activity-list.ts';
import { authRouter } from './procedures/auth/auth-router.ts';
import { healthRouter } from './procedures/health/health-router.ts';
import { systemInfo } from './procedures/system/system-info.ts';

export const appRouter = router({
  auth: authRouter,
  activity: router({ list: activityList }),
  health: healthRouter,
  system: router({ info: systemInfo }),
});

export type AppRouter = typeof appRouter;
