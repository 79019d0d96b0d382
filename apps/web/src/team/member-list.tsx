import type { TeamMember } from '@adfleet/core/team-schemas';
import { MemberRow } from './member-row';

/** The workspace's members, one row each, with what an admin may change. */
export function MemberList({ members, adminRefusal }: { members: readonly TeamMember[]; adminRefusal: string | undefined }) {
  return (
    <ul className="-my-4 flex flex-col divide-y" data-testid="team-members">
      {members.map((member) => (
        <MemberRow key={member.userId} member={member} adminRefusal={adminRefusal} />
      ))}
    </ul>
  );
}
