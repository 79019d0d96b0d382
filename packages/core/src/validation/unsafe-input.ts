import { userMessage, type UserMessage } from '../messages/index.ts';

/** Deeper than any input of ours nests; refusing it up front keeps recursive parsers and validators off the stack's edge. */
export const MAX_INPUT_DEPTH = 32;

/** What PostgreSQL cannot store: a NUL in text fails the statement, a lone surrogate fails any jsonb it reaches. */
function unsafeTextReason(text: string): UserMessage | null {
  if (text.includes('\u0000')) return userMessage('textHasNul');
  if (!text.isWellFormed()) return userMessage('textNotUnicode');
  return null;
}

/**
 * Why a decoded input must be refused before any schema or query sees it, or null when it is safe: text PostgreSQL
 * cannot store (see unsafeTextReason), or nesting deeper than any real input's (MAX_INPUT_DEPTH). Object keys count
 * as text. Walks iteratively, so the check itself never overflows the stack. It runs on every request's headers,
 * cookies, params and query, so a plain value is answered at once and the walk keeps two parallel stacks rather than an
 * object per value (ADR 0065).
 */
export function unsafeInputReason(value: unknown): UserMessage | null {
  if (typeof value === 'string') return unsafeTextReason(value);
  if (typeof value !== 'object' || value === null) return null;
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const current = values.pop();
    const depth = depths.pop()!;
    if (typeof current === 'string') {
      const reason = unsafeTextReason(current);
      if (reason) return reason;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return userMessage('inputTooDeep', { levels: MAX_INPUT_DEPTH });
    const record = current as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const reason = unsafeTextReason(key);
      if (reason) return reason;
      values.push(record[key]);
      depths.push(depth + 1);
    }
  }
  return null;
}
