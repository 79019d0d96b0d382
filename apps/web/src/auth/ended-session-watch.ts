import type { QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { httpStatusOf } from '@/lib/trpc-error';

/** tRPC keys a mutation by its path, `[['auth', 'logout']]`. */
function isSignOut(key: readonly unknown[] | undefined): boolean {
  const path = key?.[0];
  return Array.isArray(path) && path.join('.') === 'auth.logout';
}

/**
 * A session can end while its page is open (signed out from another device, or by a password change there): the next
 * call answers 401, and `onEnded` signs this browser out instead of leaving every screen failing until a reload.
 * Returns the unsubscribe.
 */
export function watchEndedSession(queryClient: QueryClient, onEnded: (error: unknown) => void): () => void {
  const ended = (error: unknown) => error instanceof TRPCClientError && httpStatusOf(error) === 401;
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && ended(event.action.error)) onEnded(event.action.error);
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    // Signing out of a session that already ended is no news: the sign-out page says "Logged out" either way.
    if (event.type === 'updated' && event.action.type === 'error' && ended(event.action.error) && !isSignOut(event.mutation.options.mutationKey)) onEnded(event.action.error);
  });
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
  };
}
