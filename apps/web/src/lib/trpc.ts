import type { AppRouter } from '@adfleet/server/trpc';
import { createTRPCClient, httpBatchLink, httpLink, splitLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { readToken } from '@/auth/auth-token';
import { HttpStatusError } from './trpc-error';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export type Trpc = TRPCOptionsProxy<AppRouter>;

/** Keeps the status of a non-JSON error answer, which tRPC would otherwise report as a JSON parse error. */
async function fetchKeepingStatus(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (!response.ok && !isJson) throw new HttpStatusError(response.status);
  return response;
}

const linkOptions = {
  url: '/trpc',
  transformer: superjson,
  fetch: fetchKeepingStatus,
  // Read per request so a sign-in or sign-out takes effect without rebuilding the client.
  headers: () => {
    const token = readToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
};

export function createTrpcClient(): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      // A batch answers when its slowest call does; a call that must not wait on others (each diagnostics
      // check) asks for its own request with `trpc: { context: { skipBatch: true } }`.
      splitLink({
        condition: (op) => op.context['skipBatch'] === true,
        true: httpLink(linkOptions),
        false: httpBatchLink(linkOptions),
      }),
    ],
  });
}
