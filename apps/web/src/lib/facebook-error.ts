/**
 * The OAuth error codes the Facebook connect flow sends back (to /login, or to the page it began on). Only codes are read: any text in the query
 * (`error_description`) is ignored, since anyone can put words in a link and have them shown under our name.
 */
export interface FacebookErrorSearch {
  error?: string;
  error_reason?: string;
  /** Permissions Meta did not grant, comma-separated (only the ones AdFleet asks for are ever named). */
  missing?: string;
}

export function parseFacebookErrorSearch(search: Record<string, unknown>): FacebookErrorSearch {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const result: FacebookErrorSearch = {};
  const error = text(search['error']);
  const reason = text(search['error_reason']);
  const missing = text(search['missing']);
  if (error) result.error = error;
  if (reason) result.error_reason = reason;
  if (missing) result.missing = missing;
  return result;
}

/** Each known `error_reason`, then each known `error`, to its text under `social.facebookErrors`. */
const byReason = {
  user_denied: 'userDenied',
  state_mismatch: 'stateMismatch',
  code_exchange_failed: 'codeExchangeFailed',
  connect_failed: 'connectFailed',
  user_mismatch: 'userMismatch',
  session_expired: 'sessionExpired',
  email_in_use: 'emailInUse',
  token_invalid: 'tokenInvalid',
  wrong_app: 'wrongApp',
  missing_scope: 'missingScope',
  permission_denied: 'permissionDenied',
  rate_limited: 'rateLimited',
  // Our own sign-up limit, shared with the sign-up form: a new account made by Facebook counts too.
  too_many_attempts: 'tooManyAttempts',
  graph_error: 'graphError',
  graph_unavailable: 'graphUnavailable',
  // Who may connect where (ADR 0071): the role, the membership, and a sign-in with no workspace of one's own.
  role: 'roleRefused',
  workspace_left: 'workspaceLeft',
  no_personal_workspace: 'noPersonalWorkspace',
} as const;
const byError = {
  access_denied: 'accessDenied',
  invalid_state: 'stateMismatch',
  invalid_grant: 'codeExchangeFailed',
  invalid_token: 'tokenInvalid',
  missing_permissions: 'permissionDenied',
  account_exists: 'emailInUse',
  temporarily_unavailable: 'graphUnavailable',
  server_error: 'connectFailed',
} as const;

export type FacebookErrorKey = (typeof byReason)[keyof typeof byReason] | (typeof byError)[keyof typeof byError] | 'generic';

/** The scopes AdFleet requests: the only words from the query that may appear in the text. */
const NAMEABLE_SCOPES = new Set(['public_profile', 'email', 'ads_management', 'ads_read', 'business_management']);

function own<T extends object>(map: T, key: string | undefined): T[keyof T] | undefined {
  return key !== undefined && Object.hasOwn(map, key) ? map[key as keyof T] : undefined;
}

/** Which fixed text to show (null: no error), and the missing permissions it may name. */
export function facebookErrorText(search: FacebookErrorSearch): { key: FacebookErrorKey; scopes: string } | null {
  if (!search.error && !search.error_reason) return null;
  const scopes = (search.missing ?? '').split(',').filter((scope) => NAMEABLE_SCOPES.has(scope));
  let key: FacebookErrorKey = own(byReason, search.error_reason) ?? own(byError, search.error) ?? 'generic';
  // Without a permission it may name, the missing-scope text would have a hole: say it without names.
  if (key === 'missingScope' && scopes.length === 0) key = 'permissionDenied';
  return { key, scopes: scopes.join(', ') };
}
