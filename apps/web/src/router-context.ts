import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { AuthState } from '@/auth/auth-context';
import type { Trpc } from '@/lib/trpc';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  auth: AuthState;
  i18n: I18n;
}
