/** Meta's account statuses with their own text; anything else is shown as Meta names it. */
export const KNOWN_ACCOUNT_STATUSES = [
  'ACTIVE',
  'DISABLED',
  'UNSETTLED',
  'PENDING_RISK_REVIEW',
  'PENDING_SETTLEMENT',
  'IN_GRACE_PERIOD',
  'PENDING_CLOSURE',
  'CLOSED',
] as const;
export type KnownAccountStatus = (typeof KNOWN_ACCOUNT_STATUSES)[number];

export function isKnownAccountStatus(status: string): status is KnownAccountStatus {
  return (KNOWN_ACCOUNT_STATUSES as readonly string[]).includes(status);
}
