import { errors } from '../errors/graph-errors.ts';
import { optionalInt, optionalString } from './params.ts';
import type { CallContext } from './graph-types.ts';

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 5000;

const encodeCursor = (key: string) => Buffer.from(key, 'utf8').toString('base64url');
const decodeCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');

/**
 * Cursor paging as Meta does it: cursors are opaque (base64 of the item key), `next`/`previous` are absolute URLs
 * repeating every parameter of the call (access token included) so clients can follow them verbatim;
 * no `next` on the last page, no paging on an empty result.
 */
export function paginate<T>(ctx: CallContext, items: T[], key: (item: T) => string, render: (item: T) => unknown) {
  const limit = Math.min(MAX_LIMIT, Math.max(1, optionalInt(ctx.params, 'limit') ?? DEFAULT_LIMIT));
  const after = optionalString(ctx.params, 'after');
  const before = optionalString(ctx.params, 'before');
  const indexOf = (cursor: string) => {
    const wanted = decodeCursor(cursor);
    const index = items.findIndex((item) => key(item) === wanted);
    if (index < 0) throw errors.invalidParam('(#100) The after/before cursor is invalid or no longer points to an item');
    return index;
  };
  let start = 0;
  if (after) start = indexOf(after) + 1;
  else if (before) start = Math.max(0, indexOf(before) - limit);
  const end = before && !after ? indexOf(before) : Math.min(items.length, start + limit);
  const slice = items.slice(start, end);
  const body: Record<string, unknown> = { data: slice.map(render) };
  const first = slice[0];
  const last = slice.at(-1);
  if (first === undefined || last === undefined) return body;
  const paging: Record<string, unknown> = { cursors: { before: encodeCursor(key(first)), after: encodeCursor(key(last)) } };
  if (start > 0) paging.previous = link(ctx, limit, 'before', encodeCursor(key(first)));
  if (end < items.length) paging.next = link(ctx, limit, 'after', encodeCursor(key(last)));
  body.paging = paging;
  return body;
}

function link(ctx: CallContext, limit: number, direction: 'after' | 'before', cursor: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(ctx.params)) {
    if (name !== 'after' && name !== 'before' && name !== 'limit') query.set(name, value);
  }
  // Like Meta, the link works on its own: it carries the token even when the call sent it in a header.
  if (!query.has('access_token')) query.set('access_token', ctx.token.token);
  query.set('limit', String(limit));
  query.set(direction, cursor);
  return `${ctx.selfUrl}?${query.toString()}`;
}
