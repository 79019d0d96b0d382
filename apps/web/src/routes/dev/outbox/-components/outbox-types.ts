import type { AppRouter } from '@adfleet/server/trpc';
import type { inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;
export type OutboxEntry = Outputs['mailOutbox']['list'][number];
export type OutboxMessage = Outputs['mailOutbox']['message'];
