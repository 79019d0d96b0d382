import type { AppRouter } from '@adfleet/server/trpc';
import type { inferRouterOutputs } from '@trpc/server';

/** A report as `reports.run` answers it: rows, totals in each currency, the converted total and the daily series. */
export type Report = inferRouterOutputs<AppRouter>['reports']['run'];
