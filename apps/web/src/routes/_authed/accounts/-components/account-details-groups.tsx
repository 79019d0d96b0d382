import type { AppRouter } from '@adfleet/server/trpc';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { formatDistanceToNow } from 'date-fns';
import { BriefcaseIcon, LayoutDashboardIcon, RotateCwIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useFilters } from '@/filters/filters-context';
import { useDateFormat } from '@/i18n/use-date-format';
import { useDateLocale } from '@/i18n/use-date-locale';
import { readableConstant } from '@/lib/readable-constant';
import { useTRPC } from '@/lib/trpc';
import { useClientView } from '@/workspaces/client-view';
import { groupByBusiness } from './account-groups';
import { isKnownAccountStatus } from './account-status';

type AccountDetails = inferRouterOutputs<AppRouter>['adAccounts']['details'][number];

/** The spec's labelled details of every ad account, grouped by business, with the room left in Meta's hourly API allowance. */
export function AccountDetailsGroups() {
  const { t } = useTranslation('accountDetails');
  const trpc = useTRPC();
  const headingId = useId();
  const { platformId } = useFilters();
  const details = useQuery(trpc.adAccounts.details.queryOptions(platformId === null ? undefined : { platformId }));
  // With no account the table above already says so, with its connect button; a second empty state would repeat it.
  if (details.isSuccess && details.data.length === 0) return null;

  return (
    <section aria-labelledby={headingId} aria-busy={details.isPending} className="flex flex-col gap-3" data-testid="account-details">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">{t('title')}</h2>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </div>
      {details.isPending ? (
        <Skeleton className="h-40 w-full rounded-xl" />
      ) : details.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-sm">
          <p className="text-destructive">{t('error')}</p>
          <Button variant="outline" size="sm" onClick={() => void details.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      ) : (
        groupByBusiness(details.data).map((group) => <BusinessGroup key={group.businessId ?? 'none'} name={group.businessName ?? t('noBusiness')} accounts={group.accounts} />)
      )}
    </section>
  );
}

function BusinessGroup({ name, accounts }: { name: string; accounts: AccountDetails[] }) {
  const { t } = useTranslation('accountDetails');
  const headingId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={headingId} data-testid="business-group">
        <CardHeader>
          <h3 id={headingId} className="flex items-center gap-2 leading-none font-semibold">
            <BriefcaseIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            <span data-testid="business-name">{name}</span>
            <span className="text-sm font-normal text-muted-foreground">{t('accountCount', { count: accounts.length })}</span>
          </h3>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-3 xl:grid-cols-2">
          {accounts.map((account) => (
            <AccountDetailsCard key={account.id} account={account} />
          ))}
        </CardContent>
      </section>
    </Card>
  );
}

function AccountDetailsCard({ account }: { account: AccountDetails }) {
  const { t } = useTranslation('accountDetails');
  const { t: tAccounts } = useTranslation('accounts');
  const formatDate = useDateFormat();
  const dateLocale = useDateLocale();
  const ago = (date: Date) => formatDistanceToNow(date, { addSuffix: true, locale: dateLocale });
  const usage = account.usage;
  // The access is the connected person's on Meta (what AdFleet may do there), not a client's: it would only mislead them.
  const clientView = useClientView();
  const detail = (label: string, value: ReactNode, key: string) => (
    <div className="flex flex-col gap-0.5" data-detail={key}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{value}</dd>
    </div>
  );
  return (
    <article className="flex flex-col gap-3 rounded-lg border p-3" data-testid="account-details-card" data-account-id={account.id} aria-label={account.name}>
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{account.name}</span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {account.adAccountId} · {account.currency}
          </span>
        </div>
        <Button variant="outline" size="sm" asChild>
          <Link to="/dashboard" search={{ accounts: [account.id] }} aria-label={t('viewOnDashboardLabel', { name: account.name })}>
            <LayoutDashboardIcon aria-hidden="true" />
            {t('viewOnDashboard')}
          </Link>
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {detail(t('labels.business'), account.businessName ?? t('noBusiness'), 'business')}
        {detail(
          t('labels.status'),
          <Badge variant={account.status === 'ACTIVE' ? 'success' : 'outline'}>{isKnownAccountStatus(account.status) ? tAccounts(`accountStatus.${account.status}`) : readableConstant(account.status)}</Badge>,
          'status',
        )}
        {!clientView && detail(t('labels.access'), t(`access.${account.accessLevel ?? 'unknown'}`), 'access')}
        {detail(
          t('labels.lastSynced'),
          account.lastSyncedAt ? <time dateTime={account.lastSyncedAt.toISOString()} title={formatDate.dateTime(account.lastSyncedAt)}>{ago(account.lastSyncedAt)}</time> : t('neverSynced'),
          'lastSynced',
        )}
        {detail(t('labels.syncStatus'), t(`syncStatus.${account.lastSyncStatus ?? 'none'}`), 'syncStatus')}
        {detail(t('labels.campaigns'), <span className="tabular-nums">{account.campaignCount}</span>, 'campaigns')}
      </dl>
      <div className="flex flex-col gap-1.5" data-detail="usage">
        <div className="flex items-baseline justify-between gap-2 text-xs">
          <span className="text-muted-foreground">{t('labels.usage')}</span>
          <span className="font-medium tabular-nums" data-testid="usage-left">
            {usage ? (usage.regainAccessAt ? t('usage.blockedUntil', { time: formatDate.dateTime(usage.regainAccessAt) }) : t('usage.left', { percent: Math.floor(usage.roomLeftPercent) })) : t('usage.unknown')}
          </span>
        </div>
        {usage && <Progress value={usage.roomLeftPercent} aria-label={t('labels.usage')} />}
        {usage && <span className="text-xs text-muted-foreground">{t('usage.seen', { when: ago(usage.seenAt) })}</span>}
      </div>
    </article>
  );
}
