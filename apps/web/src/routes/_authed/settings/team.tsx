import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ChevronLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTRPC } from '@/lib/trpc';
import { ApprovalRuleSection } from '@/approvals/approval-rule-section';
import { InviteForm } from '@/team/invite-form';
import { LeaveWorkspace } from '@/team/leave-workspace';
import { MemberList } from '@/team/member-list';
import { PendingInvitations } from '@/team/pending-invitations';
import { TransferOwnership } from '@/team/transfer-ownership';
import { WorkspaceExportButton } from '@/team/workspace-export-button';
import { RoleNote } from '@/workspaces/role-note';
import { useTabWorkspace } from '@/workspaces/tab-workspace';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';
import { SettingsSection } from './-components/settings-section';

export const Route = createFileRoute('/_authed/settings/team')({
  component: TeamPage,
});

/** Settings → Team: the workspace's members and their roles, invitations, its export, ownership and leaving. */
function TeamPage() {
  const { t } = useTranslation('team');
  usePageTitle(t('title'));
  const trpc = useTRPC();
  const access = useWorkspaceRole();
  const workspaceId = useTabWorkspace();
  const members = useQuery(trpc.team.members.queryOptions());
  const adminRefusal = access.refusal('administer');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <Link to="/settings" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline">
          <ChevronLeftIcon aria-hidden="true" className="size-4" />
          {t('backToSettings')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      <SettingsSection id="members" title={t('members.title')} description={t('members.description')}>
        {members.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : members.isError ? (
          <LoadErrorState title={t('loadError')} onRetry={() => void members.refetch()} />
        ) : (
          <MemberList members={members.data} adminRefusal={adminRefusal} />
        )}
        <div className="border-t pt-4">
          <LeaveWorkspace isOwner={access.role === 'owner'} />
        </div>
      </SettingsSection>
      {access.can('administer') ? (
        <>
          <SettingsSection id="invite" title={t('invite.title')} description={t('invite.description')}>
            <InviteForm />
          </SettingsSection>
          <SettingsSection id="invitations" title={t('pending.title')} description={t('pending.description')}>
            <PendingInvitations />
          </SettingsSection>
          {workspaceId && (
            <SettingsSection id="export" title={t('export.title')} description={t('export.description')}>
              <WorkspaceExportButton workspaceId={workspaceId} />
            </SettingsSection>
          )}
        </>
      ) : (
        adminRefusal && <RoleNote reason={adminRefusal} detail={t('invite.roleNote')} />
      )}
      {/* Every member but a client sees whether managers' work waits for approval; only an admin or the owner may change it. */}
      {access.role !== undefined && access.role !== 'client' && <ApprovalRuleSection />}
      {members.isSuccess && access.role !== 'client' && (
        <SettingsSection id="ownership" title={t('transfer.title')} description={t('transfer.description')}>
          <TransferOwnership members={members.data} refusal={access.role === undefined || access.role === 'owner' ? undefined : t('transfer.ownerOnly')} />
        </SettingsSection>
      )}
    </div>
  );
}
