import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from '@/auth/auth-context';
import type { Trpc } from '@/lib/trpc';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  auth: AuthState;
}
