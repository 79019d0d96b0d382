import type { WorkerStatus } from '@adfleet/core/diagnostics';
import { formatDistanceToNowStrict } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '@/i18n/use-date-locale';

/** The worker's numbers; shown once its check has answered. */
export function WorkerDetails({ worker }: { worker: WorkerStatus }) {
  const { t } = useTranslation('diagnostics');
  const locale = useDateLocale();
  const rows = [
    {
      label: t('checks.worker.lastHeartbeat'),
      value: worker.lastHeartbeatAt ? formatDistanceToNowStrict(worker.lastHeartbeatAt, { addSuffix: true, locale }) : t('checks.worker.never'),
    },
    { label: t('checks.worker.activeWorkers'), value: String(worker.activeWorkers) },
    {
      label: t('checks.worker.pickupTime'),
      value: worker.pickupMs === null ? t('checks.worker.noPickup') : t('checks.worker.pickupMs', { ms: Math.round(worker.pickupMs) }),
    },
  ];
  return (
    <dl className="grid gap-1.5 rounded-lg bg-muted/60 p-3 text-sm">
      {rows.map(({ label, value }) => (
        <div key={label} className="flex items-center justify-between gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
