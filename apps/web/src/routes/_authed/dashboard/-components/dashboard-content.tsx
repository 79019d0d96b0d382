import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTRPC } from '@/lib/trpc';
import { DashboardOverview } from './dashboard-overview';
import { NewUserDashboard } from './new-user-dashboard';
import { useDashboardSummary } from './use-dashboard-summary';

/**
 * What the dashboard shows below its heading: the figures; the first step for someone with nothing connected yet;
 * or, when its main reads fail, an error with a retry instead of zeros that would pass for data.
 */
export function DashboardContent() {
  const { t } = useTranslation('dashboard');
  const trpc = useTRPC();
  const connections = useQuery(trpc.connections.status.queryOptions());
  const { summary } = useDashboardSummary();

  if (connections.isError || summary.isError) {
    const retry = () => Promise.all([connections.isError && connections.refetch(), summary.isError && summary.refetch()]);
    return <LoadErrorState title={t('loadErrorTitle')} onRetry={retry} retrying={connections.isFetching || summary.isFetching} />;
  }
  if (connections.isPending) return <Skeleton className="h-64 w-full rounded-xl" aria-label={t('kpi.label')} />;
  // Either platform connected, or its first sync already under way: the figures (which fill in as the sync runs).
  const connected = Object.values(connections.data).some((platform) => platform.connected || platform.syncing);
  return connected ? <DashboardOverview /> : <NewUserDashboard />;
}
