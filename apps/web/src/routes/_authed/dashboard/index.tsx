import { createFileRoute } from '@tanstack/react-router';
import { formatDistanceToNow } from 'date-fns';
import { ClockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { ReconnectBanner } from '@/components/connections/reconnect-banner';
import { useDateFormat } from '@/i18n/use-date-format';
import { useDateLocale } from '@/i18n/use-date-locale';
import { displayNameOf } from '@/lib/initials';
import { DashboardContent } from './-components/dashboard-content';
import { useDashboardSummary } from './-components/use-dashboard-summary';
import { usePageTitle } from '@/hooks/use-page-title';
import { validateDashboardSearch } from './-components/dashboard-search';

export const Route = createFileRoute('/_authed/dashboard/')({
  validateSearch: validateDashboardSearch,
  component: DashboardPage,
});

function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  usePageTitle(t('title'));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          {user && <p className="text-lg font-medium">{t('welcome', { name: displayNameOf(user) })}</p>}
          <p className="text-muted-foreground">{t('intro')}</p>
        </div>
        <LastSync />
      </div>
      <ReconnectBanner />
      <DashboardContent />
    </div>
  );
}

function LastSync() {
  const { t } = useTranslation('dashboard');
  const locale = useDateLocale();
  const formatDate = useDateFormat();
  const { summary } = useDashboardSummary();
  const lastSyncedAt = summary.data?.lastSyncedAt;
  if (!summary.data || summary.isError) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="last-sync">
      <ClockIcon aria-hidden="true" className="size-4" />
      {lastSyncedAt ? (
        <time dateTime={lastSyncedAt.toISOString()} title={formatDate.dateTime(lastSyncedAt)}>
          {t('lastSync', { when: formatDistanceToNow(lastSyncedAt, { addSuffix: true, locale }) })}
        </time>
      ) : (
        t('neverSynced')
      )}
    </p>
  );
}
