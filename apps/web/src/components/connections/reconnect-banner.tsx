import { useQuery } from '@tanstack/react-query';
import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useTRPC } from '@/lib/trpc';
import { useClientView } from '@/workspaces/client-view';
import { ReconnectButton } from './reconnect-button';
import { reconnectNamesOf } from './reconnect-names';

/** Says, wherever it is placed, that Meta no longer accepts a connection's token, with the way to renew it. */
export function ReconnectBanner({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('accounts');
  const trpc = useTRPC();
  const { data } = useQuery(trpc.connections.status.queryOptions());
  // Reconnecting is the agency's to do; a client's figures simply wait for it.
  const clientView = useClientView();
  if (!data?.facebook.error || clientView) return null;
  const names = reconnectNamesOf(data.facebook.reconnect, i18n.language);
  return (
    <Alert variant="destructive" className={className} data-testid="reconnect-banner">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>{t('reconnect.title')}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <p>{names ? t('reconnect.descriptionNamed', { names }) : t('reconnect.description')}</p>
        <ReconnectButton />
      </AlertDescription>
    </Alert>
  );
}
