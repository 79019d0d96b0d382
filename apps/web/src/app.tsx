import type { AppRouter } from '@adfleet/server/trpc';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { TRPCClient } from '@trpc/client';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { AuthProvider } from '@/auth/auth-provider';
import { AppToaster } from '@/components/app-toaster';
import { TableScrollHintProvider } from '@/components/table-scroll-hint-provider';
import { TooltipProvider } from '@/components/ui/tooltip';
import { TRPCProvider } from '@/lib/trpc';
import type { createAppRouter } from './router';

interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  router: ReturnType<typeof createAppRouter>;
}

/** Hands the live auth state to the router, so routes read it from their context. */
function RouterWithAuth({ router }: Pick<AppProps, 'router'>) {
  const auth = useAuth();
  return <RouterProvider router={router} context={{ auth }} />;
}

export function App({ i18n, queryClient, trpcClient, router }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <AuthProvider>
            <TooltipProvider>
              <TableScrollHintProvider>
                <RouterWithAuth router={router} />
              </TableScrollHintProvider>
              <AppToaster />
            </TooltipProvider>
          </AuthProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
