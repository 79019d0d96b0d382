import type { TeamMember } from '@adfleet/core/team-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/i18n/use-date-format';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { AssignmentsDialog } from './assignments-dialog';
import { memberName } from './member-name';
import { MemberRoleSelect } from './member-role-select';
import { RemoveMemberDialog } from './remove-member-dialog';

/**
 * One member: who they are, since when, the connections they made, and what an admin may change. The owner's role
 * and your own are shown, not offered (ownership moves by transfer; nobody promotes themselves).
 */
export function MemberRow({ member, adminRefusal }: { member: TeamMember; adminRefusal: string | undefined }) {
  const { t } = useTranslation('team');
  const formatDate = useDateFormat();
  const [dialog, setDialog] = useState<'assign' | 'remove' | null>(null);
  const name = memberName(member);
  const fixedRole = member.role === 'owner' || member.isYou;
  const assigned = member.adAccountIds.length + member.businessIds.length;

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center" data-testid="team-member" data-username={member.username}>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="min-w-0 [overflow-wrap:anywhere]">{name}</span>
          {member.isYou && <Badge variant="secondary">{t('members.you')}</Badge>}
          {fixedRole && <Badge variant="outline" data-testid="member-role-fixed">{t(`roles.${member.role}`)}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{[member.displayName?.trim() ? member.username : null, member.email].filter(Boolean).join(' · ')}</p>
        <p className="text-xs text-muted-foreground">
          {t('members.joined', { date: formatDate.date(member.joinedAt) })}
          {member.connectionsMade > 0 && ` · ${t('members.connections', { count: member.connectionsMade })}`}
          {member.role === 'client' && ` · ${assigned > 0 ? t('members.assignments', { count: assigned }) : t('members.noAssignments')}`}
        </p>
      </div>
      {!fixedRole && (
        <div className="flex flex-wrap items-center gap-2">
          <MemberRoleSelect member={member} refusal={adminRefusal} />
          {member.role === 'client' && (
            <RoleRefusal reason={adminRefusal}>
              <Button type="button" variant="outline" size="sm" disabled={adminRefusal !== undefined} onClick={() => setDialog('assign')} data-testid="member-assignments">
                {t('members.editAssignments')}
              </Button>
            </RoleRefusal>
          )}
          <RoleRefusal reason={adminRefusal}>
            <Button type="button" variant="ghost" size="sm" className="text-destructive" disabled={adminRefusal !== undefined} onClick={() => setDialog('remove')} data-testid="member-remove">
              {t('members.remove')}
            </Button>
          </RoleRefusal>
        </div>
      )}
      {dialog === 'assign' && <AssignmentsDialog member={member} onOpenChange={() => setDialog(null)} />}
      {dialog === 'remove' && <RemoveMemberDialog member={member} onOpenChange={() => setDialog(null)} />}
    </li>
  );
}
