import { type AnyProcedure, getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import { getParseFn } from '@trpc/server/unstable-core-do-not-import';

/** The options a procedure is called with, as tRPC's own HTTP handler and callers pass them. */
export interface ProcedureCall {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  ctx: object;
  getRawInput: () => Promise<unknown>;
  signal: AbortSignal | undefined;
  batchIndex: number;
}

interface Step extends ProcedureCall {
  input: unknown;
}

interface NextOptions {
  ctx?: object;
  input?: unknown;
  getRawInput?: () => Promise<unknown>;
}

type MiddlewareResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };
type Middleware = ((options: Step & { meta: unknown; next: (options?: NextOptions) => Promise<MiddlewareResult> }) => Promise<MiddlewareResult>) & { _type?: string };

// tRPC's middleware results carry this marker; it is its own value, a plain string.
const marker = 'middlewareMarker';

/**
 * Runs a procedure's middlewares and resolver exactly as tRPC's `callRecursive` does (the same options, the same `next`
 * contract, a throw becoming a failed result through tRPC's own `getTRPCErrorFromUnknown`), but builds each level's
 * options as one object literal. tRPC copies them with a compiled-down object spread that defines every property one by
 * one, twice or three times a level: 15–20 % of a cheap signed-in REST call's CPU (ADR 0065); its output check copies
 * the answer the same way and is swapped for an equal one. A middleware sees the same fields either way;
 * `procedure-chain.test.ts` runs the same calls both ways.
 */
export async function runProcedureChain(procedure: AnyProcedure, call: ProcedureCall): Promise<unknown> {
  const def = procedure._def as unknown as ProcedureDef;
  const result = await step(middlewaresOf(procedure, def), def.meta, 0, { ...call, input: undefined });
  if (!result) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'No result from middlewares - did you forget to `return next()`?' });
  if (!result.ok) throw result.error;
  return result.data;
}

interface ProcedureDef {
  middlewares: Middleware[];
  meta: unknown;
  /** The validator given to `.output()`, which tRPC's output middleware closes over. */
  output?: unknown;
}

const chains = new WeakMap<AnyProcedure, Middleware[]>();

/**
 * The procedure's middlewares, with tRPC's output check swapped for the same check that copies its result with a native
 * spread (tRPC's copies it with the compiled-down one). Only when the procedure has a single output check, so the
 * validator kept in `_def.output` is the one that middleware closes over; worked out once per procedure.
 */
function middlewaresOf(procedure: AnyProcedure, def: ProcedureDef): Middleware[] {
  let middlewares = chains.get(procedure);
  if (middlewares === undefined) {
    const outputs = def.middlewares.filter((middleware) => middleware._type === 'output').length;
    const parse = outputs === 1 && def.output !== undefined ? getParseFn(def.output as Parameters<typeof getParseFn>[0]) : undefined;
    middlewares = parse ? def.middlewares.map((middleware) => (middleware._type === 'output' ? outputCheck(parse) : middleware)) : def.middlewares;
    chains.set(procedure, middlewares);
  }
  return middlewares;
}

/** tRPC's `createOutputMiddleware`: the same check, the same error when it fails. */
function outputCheck(parse: (value: unknown) => unknown): Middleware {
  return async ({ next }) => {
    const result = await next();
    if (!result.ok) return result;
    let data: unknown;
    try {
      data = await parse(result.data);
    } catch (cause) {
      throw new TRPCError({ message: 'Output validation failed', code: 'INTERNAL_SERVER_ERROR', cause });
    }
    return { ...result, data };
  };
}

async function step(middlewares: Middleware[], meta: unknown, index: number, at: Step): Promise<MiddlewareResult> {
  try {
    const middleware = middlewares[index]!;
    return await middleware({
      path: at.path,
      type: at.type,
      ctx: at.ctx,
      getRawInput: at.getRawInput,
      signal: at.signal,
      batchIndex: at.batchIndex,
      input: at.input,
      meta,
      next: (options) =>
        step(middlewares, meta, index + 1, {
          path: at.path,
          type: at.type,
          ctx: options?.ctx ? { ...at.ctx, ...options.ctx } : at.ctx,
          getRawInput: options?.getRawInput ?? at.getRawInput,
          signal: at.signal,
          batchIndex: at.batchIndex,
          input: options && 'input' in options ? options.input : at.input,
        }),
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause), marker } as MiddlewareResult;
  }
}
