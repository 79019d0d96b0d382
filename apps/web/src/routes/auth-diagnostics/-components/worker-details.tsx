import type { WorkerStatus } from '@adfleet/core/diagnostics';
import { formatDistanceToNowStrict } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '@/i18n/use-date-locale';
import { DetailList } from './detail-list';

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
  return <DetailList rows={rows} />;
}
