/**
 * The codes the TikTok connect flow sends back to the page it began on (apps/server/src/rest/tiktok-connect-routes.ts),
 * to their text under `connectNotice.tiktokErrors` (layout). Only codes are read, never words from the address.
 */
const byReason = {
  user_denied: 'userDenied',
  state_mismatch: 'stateMismatch',
  code_missing: 'codeRefused',
  code_refused: 'codeRefused',
  code_exchange_failed: 'tiktokError',
  advertiser_read_failed: 'tiktokError',
  tiktok_error: 'tiktokError',
  throttled: 'rateLimited',
  app_refused: 'appRefused',
  no_advertisers: 'noAdvertisers',
  session_expired: 'sessionExpired',
  tiktok_off: 'notAvailable',
  connect_failed: 'connectFailed',
  role: 'roleRefused',
  workspace_left: 'workspaceLeft',
} as const;

export type TikTokErrorKey = (typeof byReason)[keyof typeof byReason] | 'generic';

export function tiktokErrorKey(reason: string | undefined): TikTokErrorKey {
  return reason !== undefined && Object.hasOwn(byReason, reason) ? byReason[reason as keyof typeof byReason] : 'generic';
}
