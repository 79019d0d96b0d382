import { GraphError } from './graph-error.ts';
import type { GraphUsage } from './usage-headers.ts';

/** Meta's error answer, `{ error: { … } }`, as far as AdFleet reads it. */
interface ErrorBody {
  error?: { message?: string; type?: string; code?: number; error_subcode?: number; is_transient?: boolean; error_user_title?: string; error_user_msg?: string; fbtrace_id?: string };
}

export function graphErrorFrom(status: number, body: unknown, usage: GraphUsage | undefined): GraphError {
  const error = (body as ErrorBody | undefined)?.error;
  if (!error || typeof error.code !== 'number') {
    return new GraphError(`Graph API answered HTTP ${status} without an error body`, { code: status >= 500 ? 2 : 1, httpStatus: status }, status >= 500 ? 'transient' : 'invalid');
  }
  return new GraphError(error.message ?? 'Graph API error', {
    code: error.code,
    ...(error.error_subcode !== undefined ? { subcode: error.error_subcode } : {}),
    ...(error.type ? { type: error.type } : {}),
    ...(error.is_transient !== undefined ? { isTransient: error.is_transient } : {}),
    ...(error.error_user_title ? { userTitle: error.error_user_title } : {}),
    ...(error.error_user_msg ? { userMessage: error.error_user_msg } : {}),
    ...(error.fbtrace_id ? { fbtraceId: error.fbtrace_id } : {}),
    httpStatus: status,
    ...(usage?.retryAfterMs !== undefined ? { retryAfterMs: usage.retryAfterMs } : {}),
  });
}
