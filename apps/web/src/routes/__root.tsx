import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundScreen } from '@/components/not-found-screen';
import { pageNamespacesOf } from '@/i18n/route-namespaces';
import type { RouterContext } from '@/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // A page's own texts, in the current language, load before it renders (ADR 0044); hovering a link preloads them too.
  beforeLoad: ({ context, location }) => context.i18n.loadNamespaces([...pageNamespacesOf(location.pathname)]),
  component: Outlet,
  // Every unknown path lands on this 404 screen (the server sends the app with HTTP 404 for it, see route-paths-plugin).
  notFoundComponent: NotFoundScreen,
});
