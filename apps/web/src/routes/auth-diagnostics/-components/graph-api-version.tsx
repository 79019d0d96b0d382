import { useQuery } from '@tanstack/react-query';
import { CircleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatDate } from '@/lib/date-format';
import { useTRPC } from '@/lib/trpc';
import { DetailList } from './detail-list';
import { checkOptions } from './use-diagnostics';

/**
 * The Graph API version the server calls and when Meta retires it, with a warning from 60 days before: after that
 * day Meta upgrades the calls to a newer version, which may break them. Asked again with every run of the checks.
 */
export function GraphApiVersion() {
  const { t, i18n } = useTranslation('diagnostics');
  const trpc = useTRPC();
  const { data } = useQuery(trpc.health.graphApiVersion.queryOptions(undefined, checkOptions));
  if (!data) return null;

  // A calendar day (YYYY-MM-DD), shown as that day wherever the reader is.
  const expires = data.expires === null ? null : formatDate(new Date(`${data.expires}T00:00:00`), i18n.resolvedLanguage);
  const rows = [
    { label: t('checks.facebook.graphApi.version'), value: data.version },
    { label: t('checks.facebook.graphApi.expires'), value: expires ?? t('checks.facebook.graphApi.notAnnounced') },
  ];
  return (
    <>
      <DetailList rows={rows} />
      {expires !== null && data.state !== 'current' && (
        <Alert variant={data.state === 'expired' ? 'destructive' : 'warning'}>
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>{t(data.state === 'expired' ? 'checks.facebook.graphApi.expiredTitle' : 'checks.facebook.graphApi.expiringTitle', { version: data.version })}</AlertTitle>
          <AlertDescription>
            {data.state === 'expired'
              ? t('checks.facebook.graphApi.expired', { version: data.version, date: expires })
              : t('checks.facebook.graphApi.expiring', { version: data.version, date: expires, count: data.daysLeft ?? 0 })}
          </AlertDescription>
        </Alert>
      )}
    </>
  );
}
