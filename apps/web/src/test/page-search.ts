import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { validateHeaderSearch } from '@/filters/header-search';

/**
 * The search a signed-in page reads (`Route.useSearch()`) when `url` is opened: the router merges the raw URL with what
 * the signed-in layout's and the page's `validateSearch` return, as it does in the app.
 */
export async function pageSearchOf(validateSearch: (search: Record<string, unknown>) => object, url: string): Promise<Record<string, unknown>> {
  const root = createRootRoute();
  const signedIn = createRoute({ getParentRoute: () => root, id: '_authed', validateSearch: validateHeaderSearch });
  const page = createRoute({ getParentRoute: () => signedIn, path: '/page', validateSearch });
  const router = createRouter({ routeTree: root.addChildren([signedIn.addChildren([page])]), history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  // The app's route ids type the matches; this router's own page is none of them.
  const match = router.state.matches.find((candidate) => (candidate.routeId as string) === page.id);
  if (!match) throw new Error(`${url} opened no page`);
  return match.search as Record<string, unknown>;
}
