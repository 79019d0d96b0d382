import type { UserMessage } from '@adfleet/core/messages';
import { renderMessage } from '@adfleet/core/render-message';
import type { AppRouter } from '@adfleet/server/trpc';
import { createTRPCClient, TRPCClientError, type TRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';

/**
 * Answers one call: the data it returns, or the error it throws (see `trpcError`). `context` is the call's tRPC
 * context, given only when the call carries one (the outbox's sandbox key), so a test asserting a plain call's
 * arguments sees its path and input alone.
 */
export type FakeHandler = (path: string, input: unknown, context?: Record<string, unknown>) => unknown;

/** A real tRPC client whose only link hands each call to `handler`, so components run their actual call code. */
export function createFakeTrpcClient(handler: FakeHandler): TRPCClient<AppRouter> {
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        let unsubscribed = false;
        Promise.resolve()
          .then(() => (Object.keys(op.context).length > 0 ? handler(op.path, op.input, op.context) : handler(op.path, op.input)))
          .then(
            (data) => {
              if (unsubscribed) return;
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) => {
              if (!unsubscribed) observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error))));
            },
          );
        return () => {
          unsubscribed = true;
        };
      });
  return createTRPCClient<AppRouter>({ links: [link] });
}

/** An error answer as the server formats it (see apps/server/src/trpc/init.ts). */
export function trpcError(httpStatus: number, appCode: string, said?: UserMessage, fieldErrors?: Record<string, UserMessage[]>) {
  const message = said ? renderMessage(said, 'en') : 'server words';
  return new TRPCClientError(message, {
    result: { error: { code: -32600, message, data: { code: 'X', httpStatus, appCode, userMessage: said, fieldErrors } } },
  });
}

/** A call that got no answer at all (offline, refused). */
export function networkError() {
  return new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') });
}

/** An answer that was not tRPC's JSON (an HTML page with status 200). */
export function unparseableAnswer() {
  return new TRPCClientError('Unexpected token <', { cause: new SyntaxError('Unexpected token <') });
}
