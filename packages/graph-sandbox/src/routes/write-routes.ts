import type { RouteDef } from '../graph/graph-types.ts';
import { copiesRoutes } from './copies-route.ts';
import { createRoutes } from './create-routes.ts';
import { updateRoutes } from './update-routes.ts';

export const writeRoutes: RouteDef[] = [...createRoutes, ...updateRoutes, ...copiesRoutes];
