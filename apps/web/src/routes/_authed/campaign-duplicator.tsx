import type { CampaignSort } from '@adfleet/core/campaign-list';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CirclePauseIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useFilters } from '@/filters/filters-context';
import { useHeaderScope } from '@/filters/use-header-scope';
import { useTRPC } from '@/lib/trpc';
import { CampaignFilters } from './campaign-duplicator/-components/campaign-filters';
import { CAMPAIGNS_PAGE_SIZE, CampaignListCard } from './campaign-duplicator/-components/campaign-list-card';
import { campaignListInput, type CampaignListFilters, nextOrder, validateDuplicatorSearch } from './campaign-duplicator/-components/campaign-list-search';
import { CloneHistoryCard } from './campaign-duplicator/-components/clone-history-card';
import type { Campaign, DuplicateTarget } from './campaign-duplicator/-components/clone-types';
import { DuplicateDialog } from './campaign-duplicator/-components/duplicate-dialog';
import { findCampaignByParam } from './campaign-duplicator/-components/campaign-list-model';
import { type CampaignSelection, toggleAllCampaigns, toggleCampaign } from './campaign-duplicator/-components/campaign-selection';
import { type CampaignTab, initialTab, tabPlatformId } from './campaign-duplicator/-components/campaign-tabs';
import { usePageTitle } from '@/hooks/use-page-title';
import { RoleNote } from '@/workspaces/role-note';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';

export const Route = createFileRoute('/_authed/campaign-duplicator')({
  validateSearch: validateDuplicatorSearch,
  component: CampaignDuplicatorPage,
});

function CampaignDuplicatorPage() {
  const { t } = useTranslation('campaigns');
  usePageTitle(t('title'));
  const trpc = useTRPC();
  const navigate = useNavigate();
  const search = Route.useSearch();
  const { campaignId, batchId, ...filters } = search;
  // Spend follows the header's dates on this screen (its default: today).
  const { range } = useHeaderScope('duplicator');
  const { platformId: headerPlatformId } = useFilters();
  const [tab, setTab] = useState<CampaignTab>(() => initialTab(headerPlatformId));
  const platformId = tabPlatformId(tab);
  const campaigns = useInfiniteQuery({
    ...trpc.campaigns.list.infiniteQueryOptions(
      { ...campaignListInput(filters, range), ...(platformId !== undefined ? { platformId } : {}), limit: CAMPAIGNS_PAGE_SIZE },
      { getNextPageParam: (page) => (Array.isArray(page) ? undefined : (page.nextCursor ?? undefined)) },
    ),
    // The last list stays while a new filter or order loads, instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
  // `?campaignId=` may name a campaign the filters hide or a later page holds: it is looked up in the whole list.
  const everyCampaign = useQuery({
    ...trpc.campaigns.list.queryOptions(),
    enabled: campaignId !== undefined,
    select: (result): readonly Campaign[] => (Array.isArray(result) ? result : result.items),
  });
  // Every platform's accounts: the filter offers them all, and the dialog keeps those of the source's platform.
  const accounts = useQuery(trpc.adAccounts.list.queryOptions());
  const mode = useQuery(trpc.system.info.queryOptions()).data?.mode ?? 'meta';
  const [chosen, setChosen] = useState<DuplicateTarget | null>(null);
  const [dismissedParam, setDismissedParam] = useState<string | null>(null);
  const [selected, setSelected] = useState<CampaignSelection>(() => new Map());

  const duplicateRefused = useWorkspaceRole().refusal('operate');
  // `?campaignId=` opens the dialog once the campaigns are in, until the user closes it; never for a role that may not
  // duplicate (a batch's results, `?batchId=`, are for everyone to read).
  const linked = campaignId !== dismissedParam && !duplicateRefused ? findCampaignByParam(everyCampaign.data ?? [], campaignId) : undefined;
  const target = chosen ?? (linked ? { kind: 'campaign' as const, campaign: linked } : batchId ? { kind: 'batch' as const, batchId } : null);

  const close = () => {
    setChosen(null);
    if (campaignId !== undefined) setDismissedParam(campaignId);
    // Dropped from the URL so the dialog does not open again on the next render or reload.
    if (campaignId !== undefined || batchId !== undefined) void navigate({ to: '/campaign-duplicator', search: filters, replace: true });
  };

  // Replacing the entry: a filter change is a refinement of this page, not a step Back should undo one by one.
  const changeFilters = (patch: Partial<CampaignListFilters>) =>
    void navigate({ to: '/campaign-duplicator', search: (previous) => validateDuplicatorSearch({ ...previous, ...patch }), replace: true });
  const sortBy = (column: CampaignSort) => changeFilters(nextOrder(filters, column));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('description')}</p>
        </div>
        <CampaignFilters filters={filters} accounts={accounts.data ?? []} onChange={changeFilters} />
      </div>
      <>
        {/* How copies are created matters to who makes them; a role that cannot is told why the buttons rest. */}
        {duplicateRefused ? (
          <RoleNote reason={duplicateRefused} detail={t('roleNote')} />
        ) : (
          <Alert variant="info">
            <CirclePauseIcon aria-hidden="true" />
            <AlertTitle>{t('pausedTitle')}</AlertTitle>
            <AlertDescription>{t('pausedDescription')}</AlertDescription>
          </Alert>
        )}
        <CampaignListCard
          campaigns={campaigns}
          filters={filters}
          onFiltersChange={changeFilters}
          onSort={sortBy}
          onDuplicate={(campaign) => setChosen({ kind: 'campaign', campaign })}
          tab={tab}
          onTabChange={setTab}
          selection={{
            selected,
            onToggle: (campaign, checked) => setSelected((current) => toggleCampaign(current, campaign, checked)),
            onToggleAll: (page, checked) => setSelected((current) => toggleAllCampaigns(current, page, checked)),
            onClear: () => setSelected(new Map()),
            onDuplicateSelected: () => {
              const [only, ...more] = [...selected.values()];
              if (only) setChosen(more.length > 0 ? { kind: 'campaigns', campaigns: [only, ...more] } : { kind: 'campaign', campaign: only });
            },
          }}
        />
        <CloneHistoryCard onOpen={(batchId) => setChosen({ kind: 'batch', batchId })} />
      </>
      <DuplicateDialog target={target} onClose={close} accounts={accounts} mode={mode} />
    </div>
  );
}
