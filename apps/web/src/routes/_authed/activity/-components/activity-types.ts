import type { AppRouter } from '@adfleet/server/trpc';
import type { inferRouterOutputs } from '@trpc/server';

/** One entry of the activity page as the server sends it: a row, or a run of routine rows folded into one. */
export type ActivityFeedEntry = inferRouterOutputs<AppRouter>['activity']['feed']['entries'][number];
