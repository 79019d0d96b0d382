import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApprovalDecision } from '@/approvals/approval-decision';
import { ApprovalPeople } from '@/approvals/approval-people';
import { ApprovalStateBadge } from '@/approvals/approval-state-badge';
import { approvalSummary } from '@/approvals/approval-summary';
import { useApproval } from '@/approvals/approvals-api';
import { BudgetProposalPreview } from '@/approvals/budget-proposal-preview';
import { CloneProposalPreview } from '@/approvals/clone-proposal-preview';
import { useAuth } from '@/auth/auth-context';
import { usePageTitle } from '@/hooks/use-page-title';

export const Route = createFileRoute('/_authed/approvals/$proposalId')({
  component: ApprovalPage,
});

/** One proposal with its full preview (what would run), and approve/reject for whoever may decide it. */
function ApprovalPage() {
  const { t } = useTranslation('approvals');
  usePageTitle(t('title'));
  const { proposalId } = Route.useParams();
  const { user } = useAuth();
  const proposal = useApproval(proposalId);

  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to="/approvals">
          <ArrowLeftIcon aria-hidden="true" />
          {t('back')}
        </Link>
      </Button>
      {proposal.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner className="size-5 text-muted-foreground" />
        </div>
      ) : proposal.isError ? (
        <p className="text-sm text-destructive" data-testid="approval-not-found">
          {t('notFound')}
        </p>
      ) : (
        <Card data-testid="approval-detail" data-state={proposal.data.state}>
          <CardHeader>
            <div className="flex min-w-0 flex-col gap-1">
              <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t(`kinds.${proposal.data.kind}`)}</span>
              <h1 className="text-xl font-semibold tracking-tight break-words">{approvalSummary(proposal.data, t)}</h1>
            </div>
            <ApprovalStateBadge state={proposal.data.state} />
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <ApprovalPeople proposal={proposal.data} />
            <section className="flex flex-col gap-2" aria-labelledby="approval-preview-title">
              <h2 id="approval-preview-title" className="text-base font-semibold">
                {t('preview.title')}
              </h2>
              {proposal.data.preview.kind === 'clone' ? <CloneProposalPreview preview={proposal.data.preview} /> : <BudgetProposalPreview preview={proposal.data.preview} />}
            </section>
            <ApprovalDecision proposal={proposal.data} viewerId={user?.id} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
