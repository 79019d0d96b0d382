import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ChevronLeftIcon } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/load-error-state';
import { lazyPart } from '@/lib/lazy-part';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTRPC } from '@/lib/trpc';
import { ApprovalRuleSlot } from '@/team/approval-rule-slot';
import { InviteForm } from '@/team/invite-form';
import { LeaveWorkspace } from '@/team/leave-workspace';
import { PendingInvitations } from '@/team/pending-invitations';
import { WorkspaceExportSlot } from '@/team/workspace-export-slot';
import { RoleNote } from '@/workspaces/role-note';
import { useTabWorkspace } from '@/workspaces/tab-workspace';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';
import { SettingsSection } from './-components/settings-section';

// The member rows (with their role selects) and the ownership transfer show only once the members have come: their code
// loads beside them, behind the skeleton (or a placeholder of the transfer's height), instead of before the first paint.
const { Component: MemberList, preload: preloadMemberList } = lazyPart(() => import('@/team/members-late-parts').then((module) => module.MemberList));
const { Component: TransferOwnership, preload: preloadTransfer } = lazyPart(() => import('@/team/members-late-parts').then((module) => module.TransferOwnership));

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
  useEffect(() => void Promise.all([preloadMemberList(), preloadTransfer()]).catch(() => undefined), []);
  const membersLoading = <Skeleton className="h-40 w-full" />;

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
          membersLoading
        ) : members.isError ? (
          <LoadErrorState title={t('loadError')} onRetry={() => void members.refetch()} />
        ) : (
          <Suspense fallback={membersLoading}>
            <MemberList members={members.data} adminRefusal={adminRefusal} />
          </Suspense>
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
              <WorkspaceExportSlot workspaceId={workspaceId} />
            </SettingsSection>
          )}
        </>
      ) : (
        adminRefusal && <RoleNote reason={adminRefusal} detail={t('invite.roleNote')} />
      )}
      <ApprovalRuleSlot />
      {members.isSuccess && access.role !== 'client' && (
        <SettingsSection id="ownership" title={t('transfer.title')} description={t('transfer.description')}>
          {/* As tall as the member select over the button on a phone, beside it from `sm`. */}
          <Suspense fallback={<div className="h-[6.5rem] sm:h-14" aria-busy="true" />}>
            <TransferOwnership members={members.data} refusal={access.role === undefined || access.role === 'owner' ? undefined : t('transfer.ownerOnly')} />
          </Suspense>
        </SettingsSection>
      )}
    </div>
  );
}
