import { createRouter, parseSearchWith } from '@tanstack/react-router';
import { ErrorScreen } from '@/components/error-screen';
import { parseSearchValue } from '@/lib/search-params';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: Omit<RouterContext, 'auth'>) {
  return createRouter({
    routeTree,
    // `auth` comes from React state and is passed by <RouterProvider context> on every render.
    context: { ...context, auth: undefined! },
    defaultErrorComponent: ErrorScreen,
    defaultPreload: 'intent',
    parseSearch: parseSearchWith(parseSearchValue),
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
