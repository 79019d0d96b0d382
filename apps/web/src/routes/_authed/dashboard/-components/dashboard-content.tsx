import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { Namespace } from '@/i18n/namespace';
import { lazyPart } from '@/lib/lazy-part';
import { useTRPC } from '@/lib/trpc';
import { useDashboardSummary } from './use-dashboard-summary';

// The figures' cards (or a new user's first steps) are most of the page's code, and neither can show before the
// connections' answer: their code loads beside that answer, behind the same skeleton, not before the first paint.
const { Component: DashboardOverview, preload: preloadOverview } = lazyPart(() => import('./dashboard-overview').then((module) => module.DashboardOverview));
const { Component: NewUserDashboard, preload: preloadNewUser } = lazyPart(() => import('./new-user-dashboard').then((module) => module.NewUserDashboard));

/** The cards' texts beyond the page's own: the accounts table's and filter's, results' names, and the recent activity's. */
const LATER_NAMESPACES = ['dashboardAccounts', 'results', 'activity'] as const satisfies readonly Namespace[];

/**
 * What the dashboard shows below its heading: the figures; the first step for someone with nothing connected yet;
 * or, when its main reads fail, an error with a retry instead of zeros that would pass for data.
 */
export function DashboardContent() {
  const { t, i18n } = useTranslation('dashboard');
  const trpc = useTRPC();
  const connections = useQuery(trpc.connections.status.queryOptions());
  const { summary } = useDashboardSummary();
  // Both, since either may be the answer; they share most of their code (the recent activity card), and their texts.
  useEffect(() => void Promise.all([preloadOverview(), preloadNewUser(), i18n.loadNamespaces(LATER_NAMESPACES)]).catch(() => undefined), [i18n]);

  if (connections.isError || summary.isError) {
    const retry = () => Promise.all([connections.isError && connections.refetch(), summary.isError && summary.refetch()]);
    return <LoadErrorState title={t('loadErrorTitle')} onRetry={retry} retrying={connections.isFetching || summary.isFetching} />;
  }
  const loading = <Skeleton className="h-64 w-full rounded-xl" aria-label={t('kpi.label')} />;
  if (connections.isPending) return loading;
  // Either platform connected, or its first sync already under way: the figures (which fill in as the sync runs).
  const connected = Object.values(connections.data).some((platform) => platform.connected || platform.syncing);
  return <Suspense fallback={loading}>{connected ? <DashboardOverview /> : <NewUserDashboard />}</Suspense>;
}
