import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { watchEndedSession } from './ended-session-watch';

function trpcError(httpStatus: number) {
  return new TRPCClientError('refused', { result: { error: { code: -32001, message: 'refused', data: { httpStatus } } } as never });
}

describe('watchEndedSession', () => {
  it('reports a query or mutation refused with 401, and nothing else', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const onEnded = vi.fn();
    const stop = watchEndedSession(client, onEnded);

    await client.fetchQuery({ queryKey: ['forbidden'], queryFn: () => Promise.reject(trpcError(403)) }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['plain'], queryFn: () => Promise.reject(new Error('network')) }).catch(() => undefined);
    expect(onEnded).not.toHaveBeenCalled();

    const ended = trpcError(401);
    await client.fetchQuery({ queryKey: ['ended'], queryFn: () => Promise.reject(ended) }).catch(() => undefined);
    expect(onEnded).toHaveBeenCalledWith(ended);
    await client.getMutationCache().build(client, { mutationFn: () => Promise.reject(trpcError(401)) }).execute(undefined).catch(() => undefined);
    expect(onEnded).toHaveBeenCalledTimes(2);

    // Signing out of a session that already ended is not reported (the sign-out page says "Logged out" anyway).
    await client.getMutationCache().build(client, { mutationKey: [['auth', 'logout']], mutationFn: () => Promise.reject(trpcError(401)) }).execute(undefined).catch(() => undefined);
    expect(onEnded).toHaveBeenCalledTimes(2);

    stop();
    await client.fetchQuery({ queryKey: ['after'], queryFn: () => Promise.reject(trpcError(401)) }).catch(() => undefined);
    expect(onEnded).toHaveBeenCalledTimes(2);
  });
});
