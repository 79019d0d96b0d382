import type { InvitedRoleName, TeamMember } from '@adfleet/core/team-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { useTRPC } from '@/lib/trpc';
import { INVITED_ROLES } from './invited-roles';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { memberName } from './member-name';
import { useCallErrorText } from './use-call-error-text';

/** A member's role, changed as soon as another is chosen; a client moved to another role loses their assignments. */
export function MemberRoleSelect({ member, refusal }: { member: TeamMember; refusal: string | undefined }) {
  const { t } = useTranslation('team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorText = useCallErrorText();
  const update = useMutation(trpc.team.updateMember.mutationOptions());
  const name = memberName(member);

  const change = (role: InvitedRoleName) =>
    update.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => {
          toast({ title: t('members.roleChanged', { name, role: t(`roles.${role}`) }) });
          void queryClient.invalidateQueries({ queryKey: trpc.team.members.queryKey() });
        },
        onError: (error) => toast({ title: t('members.changeFailed'), description: errorText(error), variant: 'destructive' }),
      },
    );

  return (
    <RoleRefusal reason={refusal}>
      <Select value={member.role} onValueChange={(role) => change(role as InvitedRoleName)} disabled={refusal !== undefined || update.isPending}>
        <SelectTrigger className="w-40" aria-label={t('members.role', { name })} data-testid="member-role">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {INVITED_ROLES.map((role) => (
            <SelectItem key={role} value={role}>
              {t(`roles.${role}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </RoleRefusal>
  );
}
