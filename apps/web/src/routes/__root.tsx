import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundScreen } from '@/components/not-found-screen';
import type { RouterContext } from '@/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Every unknown path lands on this 404 screen (the server sends the app with HTTP 404 for it, see route-paths-plugin).
  notFoundComponent: NotFoundScreen,
});
