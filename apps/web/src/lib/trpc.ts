import type { AppRouter } from '@adfleet/server/trpc';
import { createTRPCClient, httpBatchLink, httpLink, splitLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { readToken } from '@/auth/auth-token';
import { workspaceHeaders } from '@/workspaces/tab-workspace';
import { readCookie } from './cookies';
import { HttpStatusError } from './trpc-error';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type Trpc = TRPCOptionsProxy<AppRouter>;

/** The server's double-submit cookie: a mutation authenticated only by the session cookie must echo it in a header. */
const XSRF_COOKIE = 'XSRF-TOKEN';

/** The stored token as a Bearer header, and the XSRF cookie echoed back, whichever of them exist. */
export function requestHeaders(token: string | null, xsrf: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers['Authorization'] = `Bearer ${token}`;
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}

/**
 * The sandbox control key a call carries in its tRPC context (`sandboxKey`: the outbox's calls, ADR 0070) as the
 * header the server reads; nothing for any other call.
 */
export function sandboxKeyHeader(context: Record<string, unknown>): Record<string, string> {
  const key = context['sandboxKey'];
  return typeof key === 'string' && key !== '' ? { 'X-Sandbox-Key': key } : {};
}

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
  // The UI language (kept on <html lang>) as Accept-Language: mail sent during a call, such as sign-up's
  // confirmation, is written in the language the person is reading, not their browser's. The tab's workspace goes
  // on every call, so a tab acts only in the workspace it shows whatever another tab switched to.
  headers: () => ({
    ...requestHeaders(readToken(), readCookie(XSRF_COOKIE)),
    ...workspaceHeaders(),
    ...(document.documentElement.lang ? { 'Accept-Language': document.documentElement.lang } : {}),
  }),
};

export function createTrpcClient(): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      // A batch answers when its slowest call does; a call that must not wait on others (each diagnostics
      // check) asks for its own request with `trpc: { context: { skipBatch: true } }`. A call carrying the sandbox
      // control key goes on its own too, so the key travels with no other call.
      splitLink({
        condition: (op) => op.context['skipBatch'] === true || op.context['sandboxKey'] !== undefined,
        true: httpLink({ ...linkOptions, headers: ({ op }) => ({ ...linkOptions.headers(), ...sandboxKeyHeader(op.context) }) }),
        false: httpBatchLink(linkOptions),
      }),
    ],
  });
}
