import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CirclePauseIcon, FilterIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoonGate } from '@/components/platform/platform-coming-soon';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useTRPC } from '@/lib/trpc';
import { CampaignListCard } from './campaign-duplicator/-components/campaign-list-card';
import { CloneHistoryCard } from './campaign-duplicator/-components/clone-history-card';
import type { Campaign } from './campaign-duplicator/-components/clone-types';
import { DuplicateDialog, type DuplicateTarget } from './campaign-duplicator/-components/duplicate-dialog';
import { findCampaignByParam } from './campaign-duplicator/-components/duplicator-model';
import { usePageTitle } from '@/hooks/use-page-title';

interface DuplicatorSearch {
  /** A campaign's Meta id or AdFleet id: its duplicate dialog opens on arrival. */
  campaignId?: string;
}

export const Route = createFileRoute('/_authed/campaign-duplicator')({
  validateSearch: (search: Record<string, unknown>): DuplicatorSearch => {
    const campaignId = search['campaignId'];
    // The router parses a numeric-looking id (a Meta id) as a number.
    return typeof campaignId === 'string' || typeof campaignId === 'number' ? { campaignId: String(campaignId) } : {};
  },
  component: CampaignDuplicatorPage,
});

function CampaignDuplicatorPage() {
  const { t } = useTranslation('campaigns');
  usePageTitle(t('title'));
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { campaignId } = Route.useSearch();
  const campaigns = useQuery({ ...trpc.campaigns.list.queryOptions(), select: (result): readonly Campaign[] => (Array.isArray(result) ? result : result.items) });
  const accounts = useQuery(trpc.adAccounts.list.queryOptions({ platformId: 1 }));
  const mode = useQuery(trpc.system.info.queryOptions()).data?.mode ?? 'meta';
  const [chosen, setChosen] = useState<DuplicateTarget | null>(null);
  const [dismissedParam, setDismissedParam] = useState<string | null>(null);

  // `?campaignId=` opens the dialog once the campaigns are in, until the user closes it.
  const linked = campaignId !== dismissedParam ? findCampaignByParam(campaigns.data ?? [], campaignId) : undefined;
  const target = chosen ?? (linked ? { kind: 'campaign' as const, campaign: linked } : null);

  const close = () => {
    setChosen(null);
    if (campaignId !== undefined) setDismissedParam(campaignId);
    // Dropped from the URL so the dialog does not open again on the next render or reload.
    if (campaignId !== undefined) void navigate({ to: '/campaign-duplicator', search: {}, replace: true });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('description')}</p>
        </div>
        <Tooltip>
          <TooltipTrigger asChild>
            {/* A disabled button gets no pointer events, so the wrapper carries the tooltip. */}
            <span tabIndex={0} className="inline-flex rounded-md">
              <Button variant="outline" disabled>
                <FilterIcon aria-hidden="true" />
                {t('filter')}
              </Button>
            </span>
          </TooltipTrigger>
          <TooltipContent>{t('filterSoon')}</TooltipContent>
        </Tooltip>
      </div>
      <ComingSoonGate>
        <Alert variant="info">
          <CirclePauseIcon aria-hidden="true" />
          <AlertTitle>{t('pausedTitle')}</AlertTitle>
          <AlertDescription>{t('pausedDescription')}</AlertDescription>
        </Alert>
        <CampaignListCard campaigns={campaigns} onDuplicate={(campaign) => setChosen({ kind: 'campaign', campaign })} />
        <CloneHistoryCard onOpen={(batchId) => setChosen({ kind: 'batch', batchId })} />
      </ComingSoonGate>
      <DuplicateDialog target={target} onClose={close} accounts={accounts} mode={mode} />
    </div>
  );
}
