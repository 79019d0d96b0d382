import type { UserMessage } from '@adfleet/core/messages';
import { renderMessage } from '@adfleet/core/render-message';
import type { AppRouter } from '@adfleet/server/trpc';
import { createTRPCClient, TRPCClientError, type TRPCClient, type TRPCLink } from '@trpc/client';
import type { AnyTRPCProcedure, inferRouterInputs, inferRouterOutputs, TRPCRouterRecord } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { expect, onTestFinished } from 'vitest';

/**
 * Every procedure of `TRecord` at any depth (a namespace may hold routers of its own), by its dotted path, with the
 * input its caller sends and the output the server answers, as tRPC infers them for the real router.
 */
type ProceduresOf<TRecord extends TRPCRouterRecord, TInputs, TOutputs, TPrefix extends string> = {
  [TKey in keyof TRecord & keyof TInputs & keyof TOutputs & string]: TRecord[TKey] extends AnyTRPCProcedure
    ? { path: `${TPrefix}${TKey}`; input: TInputs[TKey]; output: TOutputs[TKey] }
    : TRecord[TKey] extends TRPCRouterRecord
      ? ProceduresOf<TRecord[TKey], TInputs[TKey], TOutputs[TKey], `${TPrefix}${TKey}.`>
      : never;
}[keyof TRecord & keyof TInputs & keyof TOutputs & string];

type Procedure = ProceduresOf<AppRouter['_def']['record'], inferRouterInputs<AppRouter>, inferRouterOutputs<AppRouter>, ''>;

/** The dotted path of one of the server's procedures, as a call names it (`'clone.start'`). */
type ProcedurePath = Procedure['path'];

/** The input the client sends to the procedure at `TPath`. */
export type InputOf<TPath extends ProcedurePath> = Extract<Procedure, { path: TPath }>['input'];

/** The data the server answers from the procedure at `TPath`. */
export type OutputOf<TPath extends ProcedurePath> = Extract<Procedure, { path: TPath }>['output'];

/**
 * A test's server: for each procedure the test expects to be called, the answer to one call, typed by the real
 * procedure's output, so a change of shape on the server fails the test's typecheck. An answer may throw (see
 * `trpcError`) or return a promise that never settles. `context` is the call's tRPC context (the outbox's sandbox key).
 */
export type FakeAnswers = {
  [TProcedure in Procedure as TProcedure['path']]?: (
    input: TProcedure['input'],
    context: Record<string, unknown>,
  ) => TProcedure['output'] | Promise<TProcedure['output']>;
};

/**
 * Told of every call before it is answered, one with no answer included (e.g. `vi.fn<CallWatcher>()`): its path and
 * input, and its context only when the call carries one, so a test asserting a plain call's arguments sees its path
 * and input alone.
 */
export type CallWatcher = (path: ProcedurePath, input: unknown, context?: Record<string, unknown>) => void;

/** The fake as its link sees a call: by the path it names, with an input of unknown type. */
type AnswersByName = Partial<Record<string, (input: unknown, context: Record<string, unknown>) => unknown>>;

/**
 * A real tRPC client whose only link hands each call to its answer in `answers`, so components run their actual call
 * code. Made inside a test: a call to a procedure with no answer fails with `unexpected call <path>`, and fails the
 * test too, even where the component shows the failure quietly.
 */
export function createFakeTrpcClient(answers: FakeAnswers, onCall?: CallWatcher): TRPCClient<AppRouter> {
  const unanswered: string[] = [];
  onTestFinished(() => {
    expect(unanswered, 'calls the test gave no answer for').toEqual([]);
  });
  // The components' typed client and these types come from the same router, so a call's path names a procedure and
  // its input is that procedure's: the test's typed answers are safe to hand it.
  const answerTo = answers as AnswersByName;
  const watch = onCall as ((path: string, input: unknown, context?: Record<string, unknown>) => void) | undefined;
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        let unsubscribed = false;
        Promise.resolve()
          .then(() => {
            if (Object.keys(op.context).length > 0) watch?.(op.path, op.input, op.context);
            else watch?.(op.path, op.input);
            const answer = answerTo[op.path];
            if (answer === undefined) {
              unanswered.push(op.path);
              throw new Error(`unexpected call ${op.path}`);
            }
            return answer(op.input, op.context);
          })
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
