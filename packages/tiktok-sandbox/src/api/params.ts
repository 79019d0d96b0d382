import { z } from 'zod';
import { TikTokApiError, CODES } from '../errors/tiktok-errors.ts';

/**
 * GET parameters arrive as strings with lists and objects JSON-encoded (`filtering={"campaign_ids":[...]}`), as
 * TikTok's client sends them; each is decoded before validation. A value that is not JSON stays a string.
 */
export function decodeQuery(query: Record<string, unknown>): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
      try {
        decoded[name] = JSON.parse(value);
        continue;
      } catch {
        throw new TikTokApiError(CODES.PARAMETER, `${name}: Not a valid JSON.`);
      }
    }
    decoded[name] = value;
  }
  return decoded;
}

/** TikTok's wording for a parameter error: `<field>: <what is wrong>.` */
function describe(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.') || 'body';
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field}: Missing data for required field.`;
  return `${field}: ${issue.message}.`;
}

export function parseParams<T>(schema: z.ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data;
  throw new TikTokApiError(CODES.PARAMETER, result.error.issues.map(describe).join(' '));
}

/** Ids are strings at TikTok, but clients send numbers too. */
export const id = z.union([z.string().regex(/^\d{1,24}$/, 'Not a valid id'), z.number().int().nonnegative()]).transform(String);
export const ids = (max: number) => z.array(id).min(1).max(max);
export const page = z.coerce.number().int().min(1).default(1);
export const pageSize = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
export const fields = z.array(z.string()).optional();
