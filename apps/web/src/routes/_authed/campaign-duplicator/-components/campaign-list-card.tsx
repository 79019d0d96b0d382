import type { CampaignSort } from '@adfleet/core/campaign-list';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CopyIcon, RotateCwIcon, SearchXIcon, UsersIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, TikTokIcon } from '@/components/auth/brand-icons';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf } from '@/lib/trpc-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CampaignRows } from './campaign-rows';
import { CampaignSearchInput } from './campaign-search-input';
import { activeFilterCount, type CampaignListFilters, listOrder } from './campaign-list-search';
import type { Campaign, CampaignListResult } from './clone-types';
import type { CampaignTab } from './campaign-tabs';
import type { SelectionControl } from './campaign-select-cells';

const SKELETON_ROWS = 4;
/** Rows fetched at first and by each 'Show more': an agency's thousands of campaigns stay a readable page. */
export const CAMPAIGNS_PAGE_SIZE = 25;

interface CampaignListCardProps {
  campaigns: UseInfiniteQueryResult<InfiniteData<CampaignListResult>, unknown>;
  filters: CampaignListFilters;
  onFiltersChange: (patch: Partial<CampaignListFilters>) => void;
  onSort: (column: CampaignSort) => void;
  onDuplicate: (campaign: Campaign) => void;
  /** The tab shown; the list above holds only its platform's campaigns (all of them on 'Todas'). */
  tab: CampaignTab;
  onTabChange: (tab: CampaignTab) => void;
  /** The ticked campaigns, duplicated together by the selection bar's action. */
  selection: SelectionControl & { onDuplicateSelected: () => void; onClear: () => void };
}

/**
 * Tabs Facebook (default) / TikTok / Todas over the user's campaigns, searched, filtered and sorted on the server page
 * by page (each tab asks for its own platform's), with the loading, error, empty and no-match states.
 */
export function CampaignListCard({ campaigns, filters, onFiltersChange, onSort, onDuplicate, tab, onTabChange, selection }: CampaignListCardProps) {
  const { t } = useTranslation('campaigns');
  const render = useRenderMessage();
  const loaded = campaigns.data?.pages.flatMap((page) => (Array.isArray(page) ? page : page.items)) ?? [];
  const narrowed = filters.q !== undefined || activeFilterCount(filters) > 0;
  const order = listOrder(filters);

  const body = (list: readonly Campaign[], showPlatform: boolean) => {
    if (campaigns.isPending) return <ListSkeleton />;
    if (campaigns.isError)
      return (
        <div role="alert" className="flex flex-col items-center gap-2 px-2 py-10 text-center text-sm">
          <p className="font-medium text-destructive">{t('loadError')}</p>
          <p className="text-muted-foreground">{render(clientErrorMessageOf(campaigns.error)) ?? t('unknownError')}</p>
          <Button variant="outline" size="sm" className="mt-1" onClick={() => void campaigns.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      );
    if (list.length === 0 && narrowed)
      return (
        <div className="flex flex-col items-center gap-3 px-2 py-10 text-center" data-testid="campaigns-no-match">
          <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <SearchXIcon aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col gap-1">
            <p className="font-medium">{t('filters.noMatch')}</p>
            <p className="text-sm text-muted-foreground">{t('filters.noMatchDescription')}</p>
          </div>
          <Button variant="outline" size="sm" onClick={() => onFiltersChange({ q: undefined, account: undefined, status: undefined, objective: undefined })}>
            <XIcon aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        </div>
      );
    if (list.length === 0)
      return (
        <div className="flex flex-col items-center gap-3 px-2 py-10 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <CopyIcon aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col gap-1">
            <p className="font-medium">{t('empty')}</p>
            <p className="text-sm text-muted-foreground">{t('emptyDescription')}</p>
          </div>
          <Button variant="outline" size="sm" asChild>
            <Link to="/accounts">
              <UsersIcon aria-hidden="true" />
              {t('goToAccounts')}
            </Link>
          </Button>
        </div>
      );
    return (
      <CampaignRows
        campaigns={list}
        showPlatform={showPlatform}
        order={order}
        onSort={onSort}
        onDuplicate={onDuplicate}
        selection={selection}
        paging={{ isFetching: campaigns.isFetching, hasNextPage: campaigns.hasNextPage, isFetchingNextPage: campaigns.isFetchingNextPage, fetchNextPage: campaigns.fetchNextPage }}
      />
    );
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <CampaignSearchInput value={filters.q ?? ''} onChange={(q) => onFiltersChange({ q: q.trim() === '' ? undefined : q })} />
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as CampaignTab)}>
          <TabsList aria-label={t('tabs.label')}>
            <TabsTrigger value="facebook">
              <FacebookIcon className="text-[#1877F2]" />
              {t('tabs.facebook')}
            </TabsTrigger>
            <TabsTrigger value="tiktok">
              <TikTokIcon />
              {t('tabs.tiktok')}
            </TabsTrigger>
            <TabsTrigger value="all">{t('tabs.all')}</TabsTrigger>
          </TabsList>
          <TabsContent value="facebook">{tab === 'facebook' && body(loaded, false)}</TabsContent>
          <TabsContent value="tiktok">{tab === 'tiktok' && body(loaded, false)}</TabsContent>
          <TabsContent value="all">{tab === 'all' && body(loaded, true)}</TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

/** Shaped like the table (a header, then rows of a name over its account), so the cards below stay put when it comes. */
function ListSkeleton() {
  return (
    <div className="flex flex-col" aria-busy="true">
      <Skeleton className="h-10 w-full" />
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <div key={row} className="border-b py-2.5">
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}
