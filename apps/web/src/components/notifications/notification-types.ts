import type { AppRouter } from '@adfleet/server/trpc';
import type { inferRouterOutputs } from '@trpc/server';

export type NotificationItem = inferRouterOutputs<AppRouter>['notifications']['list']['items'][number];
