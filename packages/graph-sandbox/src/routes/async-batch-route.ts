import { errors } from '../errors/graph-errors.ts';
import type { GraphNode } from '../graph/fields.ts';
import type { CallContext, RouteDef } from '../graph/graph-types.ts';
import { optionalJson, requiredString } from '../graph/params.ts';
import { graphTime } from '../world/dates.ts';
import { allocateId, type AsyncRequest, type AsyncRequestSet } from '../world/world-types.ts';
import { bodyParams, splitRelativeUrl } from './batch-route.ts';
import { listEdge, renderNode } from './edge-list.ts';

interface AdBatchOperation {
  name?: string;
  relative_url?: string;
  body?: string;
}

/**
 * POST /act_{id}/async_batch_requests with adbatch=[{name, relative_url, body}]: Meta runs these later; the sandbox
 * runs them at once (so the set is complete when first read) but with async limits, e.g. 51-object deep copies.
 */
function createAsyncSet(ctx: CallContext) {
  const name = requiredString(ctx.params, 'name');
  const operations = optionalJson<AdBatchOperation[]>(ctx.params, 'adbatch');
  if (!Array.isArray(operations) || operations.length === 0) throw errors.required('adbatch');
  if (operations.length > 1000) throw errors.invalidParam('(#100) An async batch request may hold at most 1000 operations');
  const set: AsyncRequestSet = { id: allocateId(ctx.world, '120'), accountId: ctx.node.id, name, requests: [], createdTime: ctx.now.getTime() };
  for (const operation of operations) {
    const { path, params } = splitRelativeUrl(operation.relative_url ?? '');
    const response = ctx.dispatch({
      method: 'POST',
      path,
      params: { ...params, ...bodyParams(operation.body), access_token: ctx.token.token, ...(ctx.params.appsecret_proof ? { appsecret_proof: ctx.params.appsecret_proof } : {}) },
      inAsyncBatch: true,
    });
    const ok = response.status < 400;
    const request: AsyncRequest = {
      id: allocateId(ctx.world, '120'),
      name: operation.name ?? '',
      status: ok ? 'SUCCESS' : 'ERROR',
      input: { name: operation.name ?? '', relative_url: operation.relative_url ?? '', body: operation.body ?? '' },
      createdTime: ctx.now.getTime(),
      ...(ok ? { result: response.body } : { error: (response.body as { error: unknown }).error }),
    };
    set.requests.push(request);
  }
  ctx.world.asyncRequestSets[set.id] = set;
  return { id: set.id };
}

function setNode(set: AsyncRequestSet): GraphNode {
  const succeeded = set.requests.filter((request) => request.status === 'SUCCESS').length;
  const fields = {
    id: set.id,
    name: set.name,
    owner_id: set.accountId,
    is_completed: true,
    total_count: set.requests.length,
    initial_count: set.requests.length,
    in_progress_count: 0,
    success_count: succeeded,
    error_count: set.requests.length - succeeded,
    canceled_count: 0,
  };
  return { type: 'AdAsyncRequestSet', defaults: Object.keys(fields), fields };
}

function requestNode(request: AsyncRequest): GraphNode {
  const fields = { id: request.id, status: request.status, input: request.input, result: request.result, error: request.error, created_time: graphTime(request.createdTime) };
  return { type: 'AdAsyncRequest', defaults: ['id', 'status', 'result', 'error'], fields };
}

export const asyncBatchRoutes: RouteDef[] = [
  { method: 'POST', kinds: ['adaccount'], edge: 'async_batch_requests', handler: createAsyncSet },
  { method: 'GET', kinds: ['async_request_set'], edge: '', handler: (ctx) => renderNode(ctx, setNode(ctx.world.asyncRequestSets[ctx.node.id]!)) },
  {
    method: 'GET',
    kinds: ['async_request_set'],
    edge: 'requests',
    handler: (ctx) => listEdge(ctx, ctx.world.asyncRequestSets[ctx.node.id]!.requests.map(requestNode), { filter: false }),
  },
];
