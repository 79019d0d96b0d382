import { z } from 'zod';
import type { MessageCode, MessageParam, UserMessage } from '../messages/index.ts';
import { isMessageCode } from '../messages/render-message.ts';

/**
 * Zod drops an issue's input before it reaches us, so "missing" and "wrong type" would read the same; this global
 * hook runs while the input is still known and marks a missing value with the `fieldRequired` code.
 */
const MISSABLE = new Set(['invalid_type', 'invalid_value', 'invalid_union']);
z.config({ customError: (issue) => (MISSABLE.has(issue.code ?? '') && issue.input === undefined ? 'fieldRequired' : undefined) });

type Issue = z.core.$ZodIssue;

/** The field an issue is about, by its last named segment (`targetAccounts.3` is the target accounts field). */
function fieldOf(path: readonly PropertyKey[]): string | null {
  const named = path.filter((segment): segment is string => typeof segment === 'string');
  return named.at(-1) ?? null;
}

const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);
const LIST_ORIGINS = new Set(['array', 'set']);

function limitMessage(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>): [MessageCode, Record<string, MessageParam>] {
  const big = issue.code === 'too_big';
  const limit = Number(big ? issue.maximum : issue.minimum);
  if (issue.origin === 'string') {
    if (!big && limit <= 1) return ['fieldRequired', {}];
    return [big ? 'fieldTooLong' : 'fieldTooShort', { count: limit }];
  }
  if (LIST_ORIGINS.has(issue.origin)) return [big ? 'fieldTooMany' : 'fieldTooFew', { count: limit }];
  if (NUMBER_ORIGINS.has(issue.origin)) return big ? ['fieldTooLarge', { max: limit }] : ['fieldTooSmall', { min: limit }];
  return ['fieldInvalid', {}];
}

function typeMessage(expected: string): MessageCode {
  if (NUMBER_ORIGINS.has(expected) || expected === 'nan') return 'fieldNotNumber';
  if (expected === 'date') return 'fieldNotDate';
  if (expected === 'array') return 'fieldNotList';
  if (expected === 'string') return 'fieldNotText';
  return 'fieldInvalid';
}

function codeAndParams(issue: Issue): [MessageCode, Record<string, MessageParam>] {
  // A refinement's own code may carry its parameters (`ctx.addIssue({ code: 'custom', message, params })`).
  if (isMessageCode(issue.message)) return [issue.message, issue.code === 'custom' ? ((issue.params ?? {}) as Record<string, MessageParam>) : {}];
  switch (issue.code) {
    case 'invalid_type':
      return [issue.expected === 'int' ? 'fieldNotWholeNumber' : typeMessage(issue.expected), {}];
    case 'too_big':
    case 'too_small':
      return limitMessage(issue);
    case 'invalid_format':
      if (issue.format === 'email') return ['fieldNotEmail', {}];
      if (issue.format === 'date' || issue.format === 'datetime') return ['fieldNotDate', {}];
      return ['fieldBadFormat', {}];
    case 'invalid_value':
      return ['fieldNotAChoice', { choices: issue.values.map(String).join(', ') }];
    default:
      return ['fieldInvalid', {}];
  }
}

/**
 * What a refused input field says to a person: a catalogue code naming the field in words, never zod's own text
 * ("Invalid input: expected string, received undefined"). An issue about the whole input has no field to name.
 */
export function issueMessage(issue: Issue): UserMessage {
  if (issue.code === 'unrecognized_keys') {
    return { code: 'fieldUnknown', params: { field: issue.keys.join(', ') } };
  }
  const field = fieldOf(issue.path);
  const [code, params] = codeAndParams(issue);
  if (field === null) return isFieldless(code) ? { code, params } : { code: 'invalidRequest', params: {} };
  return { code, params: { field: { field }, ...params } };
}

/** Codes whose text names no field, usable as they are for an issue about the whole input. */
const isFieldless = (code: MessageCode): boolean => !['field', 'budget'].some((prefix) => code.startsWith(prefix));

/** Every refused field's messages, keyed by the field's path in the input (`_` for the input as a whole). */
export function fieldMessagesOf(error: z.ZodError): Record<string, UserMessage[]> {
  const result: Record<string, UserMessage[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    (result[key] ??= []).push(issueMessage(issue));
  }
  return result;
}

/** The message for a refused input as a whole: its first issue's. */
export function firstIssueMessageOf(error: z.ZodError): UserMessage {
  const first = error.issues[0];
  return first ? issueMessage(first) : { code: 'invalidRequest', params: {} };
}
