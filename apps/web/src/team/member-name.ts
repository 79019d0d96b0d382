import type { TeamMember } from '@adfleet/core/team-schemas';

/** How a member is named on screen: the name they chose, else their username. */
export function memberName(member: Pick<TeamMember, 'displayName' | 'username'>): string {
  return member.displayName?.trim() || member.username;
}
