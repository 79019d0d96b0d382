import type { InvitedRoleName } from '@adfleet/core/team-schemas';

export interface InviteDraft {
  email: string;
  role: InvitedRoleName;
  adAccountIds: readonly string[];
  businessIds: readonly string[];
}

export type InviteFieldErrors = Partial<Record<'email' | 'assignments', 'emailRequired' | 'emailInvalid' | 'clientNeedsAccounts'>>;

/** Loose on purpose: the server has the last word; this only catches a typo before a round trip. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the invite form says before sending, as keys of its texts; empty when the draft can go. */
export function inviteFieldErrors(draft: InviteDraft): InviteFieldErrors {
  const errors: InviteFieldErrors = {};
  const email = draft.email.trim();
  if (email === '') errors.email = 'emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid';
  if (draft.role === 'client' && draft.adAccountIds.length === 0 && draft.businessIds.length === 0) errors.assignments = 'clientNeedsAccounts';
  return errors;
}
