import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { runProcedureChain } from '../rest/procedure-chain.ts';
import { answerTransformer } from './answer-transformer.ts';
import { isCheckedOnce, isOnceCheck } from './validated-once.ts';

type Envelope = 'single' | 'batch';
const keptBodies = new WeakMap<object, Partial<Record<Envelope, Buffer>>>();

/**
 * A kept query's successful answer as the bytes tRPC would write for it (`{"result":{"data":…}}`, in an array for a
 * batch of one), encoded once per kept answer and written again as they are. A kept query is one whose output check is
 * `validatedOnce` (its answers kept per version of the caller's data, ADRs 0051 and 0060: the same object on every read
 * until the data moves). A Reports page is ~300 KB: encoding it afresh for each of 50 concurrent readers allocated
 * ~1 MB per call; the same Buffer written again allocates nothing (ADR 0067).
 *
 * Anything else is left to tRPC (`undefined`): another method or procedure, a batch of several, a streamed answer, an
 * input that does not parse, and every call that fails, which tRPC then runs again to answer its error in its own
 * shape. Only queries qualify, so running a refused one twice changes nothing.
 */
export async function keptQueryBytes(router: AnyRouter, path: string, request: FastifyRequest, createContext: () => unknown): Promise<Buffer | undefined> {
  const procedure = (router._def.procedures as Record<string, AnyProcedure | undefined>)[path];
  if (request.method !== 'GET' || !isKeptQuery(procedure) || wantsStream(request)) return undefined;
  const query = request.query as Record<string, string | undefined>;
  const envelope: Envelope = query['batch'] === '1' ? 'batch' : 'single';
  const input = inputOf(query['input'], envelope);
  if (input === INVALID) return undefined;
  let answer: unknown;
  try {
    // The procedure's own middlewares and checks, as REST adapters run them (ADR 0065).
    answer = await runProcedureChain(procedure, { path, type: 'query', ctx: (await createContext()) as object, getRawInput: async () => input, signal: undefined, batchIndex: 0 });
  } catch {
    return undefined;
  }
  if (typeof answer !== 'object' || answer === null || !isCheckedOnce(answer)) return bodyOf(answer, envelope);
  const bodies = keptBodies.get(answer) ?? {};
  let body = bodies[envelope];
  if (body === undefined) {
    body = bodyOf(answer, envelope);
    bodies[envelope] = body;
    keptBodies.set(answer, bodies);
  }
  return body;
}

function isKeptQuery(procedure: AnyProcedure | undefined): procedure is AnyProcedure {
  const def = procedure?._def as { type?: string; output?: unknown } | undefined;
  return def?.type === 'query' && isOnceCheck(def.output);
}

const INVALID = Symbol('invalid input');

/** The input as tRPC reads it from a GET: JSON in `input` (keyed by call index in a batch), then superjson's form. */
function inputOf(raw: string | undefined, envelope: Envelope): unknown {
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return INVALID;
  }
  if (envelope === 'batch') {
    if (typeof parsed !== 'object' || parsed === null || Object.keys(parsed).some((key) => key !== '0')) return INVALID;
    parsed = (parsed as Record<string, unknown>)['0'];
  }
  if (parsed === undefined) return undefined;
  try {
    return answerTransformer.deserialize(parsed);
  } catch {
    return INVALID;
  }
}

function bodyOf(answer: unknown, envelope: Envelope): Buffer {
  const result = { result: { data: answerTransformer.serialize(answer) } };
  return Buffer.from(JSON.stringify(envelope === 'batch' ? [result] : result));
}

/** A client asking for a streamed (jsonl) answer gets it from tRPC. */
function wantsStream(request: FastifyRequest): boolean {
  const accept = request.headers['trpc-accept'] ?? request.headers.accept;
  return typeof accept === 'string' && accept.includes('application/jsonl');
}
