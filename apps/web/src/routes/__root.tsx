import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundScreen } from '@/components/not-found-screen';
import type { RouterContext } from '@/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Every unknown path (the server answers all page URLs with index.html) lands on this 404 screen.
  notFoundComponent: NotFoundScreen,
});
