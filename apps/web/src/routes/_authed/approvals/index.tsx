import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApprovalListItem } from '@/approvals/approval-list-item';
import { ApprovalRuleSetting } from '@/approvals/approval-rule-setting';
import { useApprovals } from '@/approvals/approvals-api';
import { usePageTitle } from '@/hooks/use-page-title';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';

export const Route = createFileRoute('/_authed/approvals/')({
  component: ApprovalsPage,
});

/** Every proposal the reader may see, pending first; admins also find the approval rule here. */
function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  usePageTitle(t('title'));
  const { can } = useWorkspaceRole();
  const list = useApprovals();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      {can('administer') && (
        <Card>
          <CardContent>
            <ApprovalRuleSetting />
          </CardContent>
        </Card>
      )}
      <Card className="py-0">
        {list.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner className="size-5 text-muted-foreground" />
          </div>
        ) : list.isError ? (
          <div className="flex flex-col items-start gap-2 p-4">
            <p className="text-sm text-destructive">{t('error')}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : list.data.items.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground" data-testid="approvals-empty">
            {t('empty')}
          </p>
        ) : (
          <ul className="flex flex-col divide-y" data-testid="approvals-list">
            {list.data.items.map((proposal) => (
              <ApprovalListItem key={proposal.id} proposal={proposal} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
