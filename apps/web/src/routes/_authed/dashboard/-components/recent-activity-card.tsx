import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDistanceToNow } from 'date-fns';
import {
  HistoryIcon,
  LogInIcon,
  LogOutIcon,
  PlugIcon,
  RefreshCwIcon,
  RotateCwIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
  UnplugIcon,
  UserPlusIcon,
  type LucideIcon,
} from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/i18n/use-date-format';
import { useDateLocale } from '@/i18n/use-date-locale';
import { useTRPC } from '@/lib/trpc';
import { ActivityPlatformMark } from '@/components/platform/activity-platform-mark';
import { cn } from '@/lib/utils';
import { activityLabel } from './activity-label';

const RECENT_ACTIVITY_LIMIT = 5;

const ICONS: Record<string, LucideIcon> = {
  'user.registered': UserPlusIcon,
  'user.login_succeeded': LogInIcon,
  'user.login_failed': ShieldAlertIcon,
  'user.logged_out': LogOutIcon,
  'session.recovered': ShieldCheckIcon,
  'connection.connected': PlugIcon,
  'connection.revoked': UnplugIcon,
  'connection.token_invalid': UnplugIcon,
  'connection.token_expired': UnplugIcon,
  'sync.started': RefreshCwIcon,
  'sync.succeeded': RefreshCwIcon,
  'sync.failed': RefreshCwIcon,
};

/** Actions shown in the destructive colour: something failed or was lost. */
const FAILURES = new Set(['user.login_failed', 'connection.token_invalid', 'connection.token_expired', 'sync.failed']);

/** The user's own audit trail, newest first. */
export function RecentActivityCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const { t: tActivity } = useTranslation('activity');
  const locale = useDateLocale();
  const formatDate = useDateFormat();
  const trpc = useTRPC();
  const headingId = useId();
  const activity = useQuery(trpc.activity.list.queryOptions({ limit: RECENT_ACTIVITY_LIMIT }));
  // Names for the ad accounts rows mention; the list is the same cached query the sidebar reads.
  const accounts = useQuery(trpc.adAccounts.list.queryOptions());
  const accountNames = useMemo(() => new Map((accounts.data ?? []).map((account) => [account.adAccountId, account.name])), [accounts.data]);

  return (
    <Card asChild className={className}>
      <section aria-labelledby={headingId} aria-busy={activity.isPending}>
        <CardHeader className="flex-col gap-1">
          <h2 id={headingId} className="flex items-center gap-2 leading-none font-semibold">
            <HistoryIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('activity.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('activity.description')}</p>
          <Link to="/activity" className="text-sm font-medium text-primary underline-offset-4 hover:underline" data-testid="view-all-activity">
            {tActivity('viewAll')}
          </Link>
        </CardHeader>
        <CardContent>
          {activity.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner className="size-5 text-muted-foreground" />
            </div>
          ) : activity.isError ? (
            <div className="flex flex-col items-start gap-3 text-sm">
              <p className="text-destructive">{t('activity.error')}</p>
              <Button variant="outline" size="sm" onClick={() => void activity.refetch()}>
                <RotateCwIcon aria-hidden="true" />
                {t('activity.retry')}
              </Button>
            </div>
          ) : activity.data.items.length === 0 ? (
            <p className="rounded-md border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{t('activity.empty')}</p>
          ) : (
            <ol className="flex flex-col divide-y">
              {activity.data.items.map((item) => {
                const Icon = ICONS[item.action] ?? HistoryIcon;
                const failed = FAILURES.has(item.action);
                return (
                  <li key={item.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                    <span
                      className={cn(
                        'relative flex size-8 shrink-0 items-center justify-center rounded-full',
                        failed ? 'bg-destructive/10 text-destructive' : 'bg-primary/10 text-primary',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                      <ActivityPlatformMark metadata={item.metadata} />
                    </span>
                    <span className="min-w-0 flex-1 text-sm font-medium break-words">
                      {activityLabel(item, t, accountNames)}
                      {(item.actor ?? item.actorType === 'system') && (
                        <span className="block text-xs font-normal text-muted-foreground" data-testid="activity-actor">
                          <span className="sr-only">{t('activity.actorBy')} </span>
                          {item.actor ?? t('activity.system')}
                        </span>
                      )}
                    </span>
                    <time
                      dateTime={item.createdAt.toISOString()}
                      title={formatDate.dateTime(item.createdAt)}
                      className="shrink-0 text-xs text-muted-foreground"
                    >
                      {formatDistanceToNow(item.createdAt, { addSuffix: true, locale })}
                    </time>
                  </li>
                );
              })}
            </ol>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
