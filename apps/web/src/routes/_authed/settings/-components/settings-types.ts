import type { AppRouter } from '@adfleet/server/trpc';
import type { inferRouterOutputs } from '@trpc/server';

export type Settings = inferRouterOutputs<AppRouter>['settings']['get'];
export type SessionInfo = inferRouterOutputs<AppRouter>['settings']['sessions'][number];
