import { formatMinor } from '@adfleet/core/money';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { RotateCwIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isSameLocalDay } from '@/filters/date-range-presets';
import { useDateFormat } from '@/i18n/use-date-format';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { useTRPC } from '@/lib/trpc';
import { ActivityEntryIcon } from './activity-entry-icon';
import { activityFeedInput, type ActivitySearch } from './activity-search';
import { toApiDateRange } from '@/filters/date-range-presets';
import { useDateRange } from '@/filters/filters-context';
import { activityActor, activitySentence } from './activity-sentence';

const PAGE_SIZE = 25;

/** The filtered feed, newest first, a page at a time ("Load more" follows the server's cursor). */
export function ActivityList({ search }: { search: ActivitySearch }) {
  const { t } = useTranslation('activity');
  const formatDate = useDateFormat();
  const trpc = useTRPC();
  // A preset picked in the header counts the viewer's own days: the log's events belong to no ad account's calendar.
  const header = useDateRange('activity');
  const days = search.from === undefined && header.preset !== null && header.preset !== 'maximum' ? toApiDateRange(header.range) : {};
  const feed = useInfiniteQuery({
    ...trpc.activity.feed.infiniteQueryOptions({ ...activityFeedInput({ ...search, ...days }, new Date()), limit: PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
    placeholderData: keepPreviousData,
  });
  // Names for the ad accounts rows mention; the list is the same cached query the sidebar reads.
  const accounts = useQuery(trpc.adAccounts.list.queryOptions());
  const accountNames = useMemo(() => new Map((accounts.data ?? []).map((account) => [account.adAccountId, account.name])), [accounts.data]);
  const moneyLocale = useMoneyLocale();
  const formatMinorIn = (minor: number, currency: string) => (currency ? formatMinor(minor, currency, moneyLocale) : String(minor));
  const formatRange = (from: Date, to: Date) => {
    const format = isSameLocalDay(from, to) ? formatDate.time : formatDate.dateTime;
    return { from: format(from), to: format(to) };
  };
  const entries = useMemo(() => feed.data?.pages.flatMap((page) => page.entries) ?? [], [feed.data]);

  if (feed.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-5 text-muted-foreground" />
      </div>
    );
  }
  if (feed.isError) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm">
        <p className="text-destructive">{t('error')}</p>
        <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
          <RotateCwIcon aria-hidden="true" />
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        {entries.length === 0 ? (
          <p className="rounded-md border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <ol className="flex flex-col divide-y" data-testid="activity-list" aria-busy={feed.isFetching}>
            {entries.map((entry) => {
              const at = entry.type === 'group' ? entry.to : entry.createdAt;
              const actor = activityActor(entry, t);
              return (
                <li key={`${entry.type}-${entry.id}`} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0" data-entry-type={entry.type}>
                  <ActivityEntryIcon entry={entry} />
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                    <span className={entry.type === 'group' ? 'text-sm break-words text-muted-foreground' : 'text-sm font-medium break-words'}>
                      {activitySentence(entry, t, { accountNames, formatRange, formatMinor: formatMinorIn })}
                    </span>
                    <span className="flex shrink-0 flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
                      {actor && (
                        <>
                          <span data-testid="activity-actor">
                            <span className="sr-only">{t('actor.by')} </span>
                            {actor}
                          </span>
                          <span aria-hidden="true">·</span>
                        </>
                      )}
                      <time dateTime={at.toISOString()}>{formatDate.dateTime(at)}</time>
                    </span>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {feed.hasNextPage && (
          <Button variant="outline" size="sm" className="self-center" disabled={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
            {feed.isFetchingNextPage && <Spinner />}
            {t('loadMore')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
