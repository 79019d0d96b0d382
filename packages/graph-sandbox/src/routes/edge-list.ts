import { parseFields, selectFields, type GraphNode } from '../graph/fields.ts';
import { filterNodes } from '../graph/filtering.ts';
import { expandReference } from '../graph/graph-nodes.ts';
import type { CallContext } from '../graph/graph-types.ts';
import { paginate } from '../graph/paging.ts';
import { optionalString } from '../graph/params.ts';

/** Renders one node with the call's `fields` (or the node's defaults). */
export function renderNode(ctx: CallContext, node: GraphNode) {
  return selectFields(node, parseFields(optionalString(ctx.params, 'fields')), (id) => expandReference(ctx.world, id));
}

/**
 * An edge answer: filtered (for ad objects), newest first like Meta, cursor-paged, with the requested fields and
 * `summary=true` → `{summary:{total_count}}`.
 */
export function listEdge(ctx: CallContext, nodes: GraphNode[], options: { filter: boolean } = { filter: true }) {
  const fields = parseFields(optionalString(ctx.params, 'fields'));
  const expand = (id: string) => expandReference(ctx.world, id);
  const visible = options.filter ? filterNodes(nodes, ctx.params) : nodes;
  const body = paginate(ctx, visible, (node) => String(node.fields.id), (node) => selectFields(node, fields, expand));
  const summary = optionalString(ctx.params, 'summary');
  if (summary && summary !== 'false') body.summary = { total_count: visible.length };
  return body;
}

export function newestFirst<T extends { createdTime: number; id: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => b.createdTime - a.createdTime || b.id.localeCompare(a.id));
}
