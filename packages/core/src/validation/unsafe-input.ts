/** Deeper than any input of ours nests; refusing it up front keeps recursive parsers and validators off the stack's edge. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Why a decoded input must be refused before any schema or query sees it, or null when it is safe: PostgreSQL text
 * cannot hold a NUL character (it fails the whole statement), and no real input nests deeper than MAX_INPUT_DEPTH.
 * Object keys count as strings. Walks iteratively, so the check itself never overflows the stack.
 */
export function unsafeInputReason(value: unknown): string | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'Text must not contain NUL characters';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return `Input must not nest deeper than ${MAX_INPUT_DEPTH} levels`;
    for (const [key, item] of Object.entries(current)) {
      if (key.includes('\u0000')) return 'Text must not contain NUL characters';
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}
