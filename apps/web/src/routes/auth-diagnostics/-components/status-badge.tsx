import { CircleCheckIcon, CircleXIcon, FlaskConicalIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import type { CheckStatus } from './check-state';

export function StatusBadge({ status }: { status: CheckStatus }) {
  const { t } = useTranslation('diagnostics');
  if (status === 'checking') {
    return (
      <Badge variant="secondary">
        <Spinner className="size-3" />
        {t('status.checking')}
      </Badge>
    );
  }
  if (status === 'sandbox') {
    return (
      <Badge variant="success">
        <FlaskConicalIcon aria-hidden="true" />
        {t('status.sandbox')}
      </Badge>
    );
  }
  const online = status === 'online';
  return (
    <Badge variant={online ? 'success' : 'destructive'}>
      {online ? <CircleCheckIcon aria-hidden="true" /> : <CircleXIcon aria-hidden="true" />}
      {t(online ? 'status.online' : 'status.offline')}
    </Badge>
  );
}
