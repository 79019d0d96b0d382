import { AppError, userMessage } from '@adfleet/core';
import { type AnyProcedure, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc/init.ts';
import { type ProcedureCall, runProcedureChain } from './procedure-chain.ts';

// What each middleware saw, so the two runs can be compared level by level.
type Seen = Array<Record<string, unknown>>;
const seenBy = (seen: Seen) =>
  publicProcedure.use(async ({ ctx, input, path, type, batchIndex, signal, next }) => {
    seen.push({ level: 'outer', ctx: { ...ctx }, input, path, type, batchIndex, signal });
    return next({ ctx: { tenant: 'acme' } });
  });

/** The app's clock, which the first middleware lends the rest of the chain (all a context needs here). */
const deps = { now: () => new Date('2026-12-06T12:00:00Z') };

/** Procedures exercising every part of the `next` contract: ctx merged, input parsed and combined, output parsed, throws. */
function proceduresSeeing(seen: Seen) {
  const base = seenBy(seen).use(async ({ ctx, next }) => {
    seen.push({ level: 'inner', ctx: { ...ctx } });
    const result = await next({ ctx: { role: 'owner' } });
    seen.push({ level: 'after', ok: result.ok });
    return result;
  });
  return router({
    echo: base
      .input(z.object({ a: z.number() }))
      .input(z.object({ b: z.string().default('b') }))
      .output(z.object({ sum: z.string(), tenant: z.string(), role: z.string() }).strip())
      .query(({ input, ctx }) => ({ sum: `${input.a}${input.b}`, tenant: (ctx as { tenant: string }).tenant, role: (ctx as { role: string }).role, dropped: true })),
    refused: base.mutation(() => {
      throw new AppError('CONFLICT', userMessage('credentialsTaken'));
    }),
    crashed: base.query(() => {
      throw new Error('boom');
    }),
    badOutput: base.output(z.object({ n: z.number() })).query(() => ({ n: 'not a number' }) as never),
    badInput: base.input(z.object({ a: z.number() })).query(() => 'never'),
    unsafe: base.input(z.unknown()).query(() => 'never'),
    rawInputReplaced: base
      .use(({ next }) => next({ getRawInput: async () => ({ a: 7 }) }))
      .input(z.object({ a: z.number() }))
      .query(({ input }) => input.a),
    inputReplaced: base.use(({ next }) => next({ input: 'given' })).query(({ input }) => input),
  });
}

type Outcome = { ok: true; data: unknown } | { ok: false; name: string; code: string; message: string; cause: string | undefined };
async function outcomeOf(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    const trpc = error as TRPCError;
    return { ok: false, name: trpc.constructor.name, code: trpc.code, message: trpc.message, cause: trpc.cause?.constructor.name };
  }
}

const cases: Array<[string, unknown, ProcedureCall['type']]> = [
  ['echo', { a: 1 }, 'query'],
  ['echo', { a: 1, b: 'x' }, 'query'],
  ['refused', undefined, 'mutation'],
  ['crashed', undefined, 'query'],
  ['badOutput', undefined, 'query'],
  ['badInput', { a: 'one' }, 'query'],
  ['unsafe', { text: 'nul \u0000 here' }, 'query'],
  ['rawInputReplaced', { a: 1 }, 'query'],
  ['inputReplaced', undefined, 'query'],
];

describe('a procedure run for REST without tRPC’s copies', () => {
  it.each(cases)('answers %s(%j) exactly as tRPC’s own call does, every middleware seeing the same options', async (path, input, type) => {
    const results = [];
    for (const runner of ['trpc', 'chain'] as const) {
      const seen: Seen = [];
      const procedure = (proceduresSeeing(seen)._def.procedures as Record<string, unknown>)[path] as AnyProcedure & ((call: ProcedureCall) => Promise<unknown>);
      const call: ProcedureCall = { path, type, ctx: { requestId: 'r1', deps }, getRawInput: async () => input, signal: undefined, batchIndex: 0 };
      const outcome = await outcomeOf(() => (runner === 'trpc' ? procedure(call) : runProcedureChain(procedure, call)));
      results.push({ outcome, seen });
    }
    expect(results[1]).toEqual(results[0]);
  });

  it('really runs the chain: a refusal comes back as the AppError tRPC would map, a success as the parsed output', async () => {
    const procedures = proceduresSeeing([])._def.procedures as Record<string, unknown>;
    const call = (path: string, input: unknown): ProcedureCall => ({ path, type: 'query', ctx: { deps }, getRawInput: async () => input, signal: undefined, batchIndex: 0 });
    await expect(runProcedureChain(procedures['echo'] as AnyProcedure, call('echo', { a: 2 }))).resolves.toEqual({ sum: '2b', tenant: 'acme', role: 'owner' });
    const refused = await runProcedureChain(procedures['refused'] as AnyProcedure, { ...call('refused', undefined), type: 'mutation' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe('CONFLICT');
    expect((refused as TRPCError).cause).toBeInstanceOf(AppError);
  });
});
