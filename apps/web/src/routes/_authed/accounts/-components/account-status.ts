/**
 * Meta's account statuses, and TikTok's advertiser statuses that have no Meta name (ENABLE and DISABLE arrive as ACTIVE
 * and DISABLED), with their own text; anything else is made readable from the platform's name for it.
 */
export const KNOWN_ACCOUNT_STATUSES = [
  'ACTIVE',
  'DISABLED',
  'UNSETTLED',
  'PENDING_RISK_REVIEW',
  'PENDING_SETTLEMENT',
  'IN_GRACE_PERIOD',
  'PENDING_CLOSURE',
  'CLOSED',
  'STATUS_LIMIT',
  'STATUS_PENDING_CONFIRM',
  'STATUS_PENDING_VERIFIED',
  'STATUS_CONFIRM_FAIL',
  'STATUS_CONTRACT_PENDING',
] as const;
export type KnownAccountStatus = (typeof KNOWN_ACCOUNT_STATUSES)[number];

export function isKnownAccountStatus(status: string): status is KnownAccountStatus {
  return (KNOWN_ACCOUNT_STATUSES as readonly string[]).includes(status);
}
