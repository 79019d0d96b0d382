import { AlarmClockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useDateFormat } from '@/i18n/use-date-format';
import type { ConnectionMaker } from './platform-card-parts';

/**
 * The working connections whose token ends within a week, each with its date (and hour, within a day), so the person
 * reconnects before Meta stops accepting it. Nothing when none is due a warning.
 */
export function TokenExpiryAlert({ connections }: { connections: readonly ConnectionMaker[] }) {
  const { t } = useTranslation('accounts');
  const formatDate = useDateFormat();
  const expiring = connections.flatMap(({ id, externalUserName, member, tokenExpiresAt, expiryWarning }) =>
    tokenExpiresAt && expiryWarning ? [{ id, name: externalUserName ?? member ?? t('connectedBy.formerMember'), endsAt: tokenExpiresAt, warning: expiryWarning }] : [],
  );
  if (expiring.length === 0) return null;
  return (
    <Alert variant="warning" data-testid="token-expiry-alert">
      <AlarmClockIcon aria-hidden="true" />
      <AlertTitle>{t('tokenExpiry.title')}</AlertTitle>
      {expiring.map(({ id, name, endsAt, warning }) => (
        <AlertDescription key={id}>
          {warning === 'day' ? t('tokenExpiry.day', { name, date: formatDate.dateTime(endsAt) }) : t('tokenExpiry.week', { name, date: formatDate.date(endsAt) })}
        </AlertDescription>
      ))}
    </Alert>
  );
}
