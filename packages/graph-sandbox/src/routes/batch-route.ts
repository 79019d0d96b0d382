import { MAX_BATCH } from '../constants.ts';
import { errors, GraphApiError } from '../errors/graph-errors.ts';
import type { CallContext, GraphResponse, HttpMethod, Params, RouteDef } from '../graph/graph-types.ts';
import { optionalBool, optionalJson } from '../graph/params.ts';

interface BatchOperation {
  method?: string;
  relative_url?: string;
  body?: string | Record<string, unknown>;
  name?: string;
  depends_on?: string;
  omit_response_on_success?: boolean;
}

/** `{result=NAME:$.path}`, also percent-encoded as clients put it in URLs and url-encoded bodies. */
const REFERENCE = /(?:\{|%7B)result(?:=|%3D)([\w-]+)(?::|%3A)(?:\$|%24)\.?([\w.*]*)(?:\}|%7D)/gi;

/** JSONPath as batch references use it: $.id, $.data.0.id, $.data.*.id (a list is joined with commas). */
function lookup(value: unknown, path: string): unknown {
  const parts = path.split('.').filter(Boolean);
  let current: unknown[] = [value];
  for (const part of parts) {
    current = current.flatMap((item) => {
      if (item === null || typeof item !== 'object') return [];
      if (part === '*') return Array.isArray(item) ? item : Object.values(item);
      const next = (item as Record<string, unknown>)[part];
      return next === undefined ? [] : [next];
    });
  }
  return current.length === 1 ? current[0] : current.join(',');
}

/** Splits a relative_url ("v27.0/act_1/campaigns?fields=id") into path and params. */
export function splitRelativeUrl(relativeUrl: string): { path: string; params: Params } {
  const [path = '', query = ''] = relativeUrl.split('?');
  return { path: `/${path.replace(/^\//, '')}`, params: Object.fromEntries(new URLSearchParams(query)) };
}

export function bodyParams(body: BatchOperation['body']): Params {
  if (!body) return {};
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
}

function asBatchResult(response: GraphResponse, includeHeaders: boolean) {
  const headers = [{ name: 'Content-Type', value: 'text/javascript; charset=UTF-8' }, ...Object.entries(response.headers).map(([name, value]) => ({ name, value }))];
  return { code: response.status, ...(includeHeaders ? { headers } : {}), body: JSON.stringify(response.body) };
}

function failure(error: GraphApiError, includeHeaders: boolean) {
  return asBatchResult({ status: error.httpStatus, headers: {}, body: { error: error.body } }, includeHeaders);
}

/**
 * POST / with batch=[…]: up to 50 operations run in order, each metered like a call of its own; `{result=name:$.id}`
 * references and depends_on see earlier results; one failing operation fails only itself and those that need it.
 * Named operations that others reference are left out of the answer (null) unless omit_response_on_success=false.
 */
function runBatch(ctx: CallContext) {
  const operations = optionalJson<BatchOperation[]>(ctx.params, 'batch');
  if (!Array.isArray(operations)) throw errors.required('batch');
  if (operations.length > MAX_BATCH) throw errors.batchTooLarge();
  const includeHeaders = optionalBool(ctx.params, 'include_headers') ?? true;
  const results = new Map<string, { ok: boolean; body: unknown }>();
  const referenced = new Set<string>();
  for (const operation of operations) {
    if (operation.depends_on) referenced.add(operation.depends_on);
    const text = `${operation.relative_url ?? ''} ${typeof operation.body === 'string' ? operation.body : JSON.stringify(operation.body ?? '')}`;
    for (const match of text.matchAll(REFERENCE)) referenced.add(match[1] ?? '');
  }

  return operations.map((operation) => {
    try {
      const needed = [operation.depends_on, ...[...(operation.relative_url ?? '').matchAll(REFERENCE)].map((match) => match[1])].filter(Boolean) as string[];
      // Inside URLs and url-encoded bodies the value is encoded; inside JSON bodies it is used as is.
      const substitute = (text: string, encode = true) =>
        text.replace(REFERENCE, (_whole, name: string, path: string) => {
          const result = results.get(name);
          if (!result?.ok) throw errors.invalidParam(`(#100) This operation depends on the operation "${name}", which failed or has not run`);
          const value = String(lookup(result.body, path));
          return encode ? encodeURIComponent(value) : value;
        });
      for (const name of needed) {
        if (!results.get(name)?.ok) throw errors.invalidParam(`(#100) This operation depends on the operation "${name}", which failed or has not run`);
      }
      const { path, params } = splitRelativeUrl(substitute(operation.relative_url ?? ''));
      const body = bodyParams(typeof operation.body === 'string' ? substitute(operation.body) : operation.body);
      for (const [name, value] of Object.entries(body)) body[name] = substitute(value, false);
      const merged: Params = { ...params, ...body };
      // Operations without their own token use the batch's token (and its appsecret_proof).
      if (!merged.access_token) {
        merged.access_token = ctx.token.token;
        if (ctx.params.appsecret_proof) merged.appsecret_proof = ctx.params.appsecret_proof;
      }
      const method = (operation.method ?? 'GET').toUpperCase() as HttpMethod;
      if (!['GET', 'POST', 'DELETE'].includes(method)) throw errors.invalidParam(`(#100) Unsupported method ${method} in batch`);
      const response = ctx.dispatch({ method, path, params: merged });
      const ok = response.status < 400;
      if (operation.name) results.set(operation.name, { ok, body: response.body });
      const omit = operation.omit_response_on_success ?? (operation.name !== undefined && referenced.has(operation.name));
      return ok && omit ? null : asBatchResult(response, includeHeaders);
    } catch (error) {
      if (!(error instanceof GraphApiError)) throw error;
      if (operation.name) results.set(operation.name, { ok: false, body: undefined });
      return failure(error, includeHeaders);
    }
  });
}

export const batchRoutes: RouteDef[] = [{ method: 'POST', kinds: ['root'], edge: '', handler: runBatch }];
