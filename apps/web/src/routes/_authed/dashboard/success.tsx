import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { ConnectionSuccess } from './-components/connection-success';

interface SuccessSearch {
  /** The connection the OAuth callback just made or renewed. */
  connection?: string;
}

/** Where the Facebook OAuth callback lands after connecting: who connected, how many ad accounts, the first sync, what next. */
export const Route = createFileRoute('/_authed/dashboard/success')({
  validateSearch: (search: Record<string, unknown>): SuccessSearch => (typeof search['connection'] === 'string' ? { connection: search['connection'] } : {}),
  component: DashboardSuccessPage,
});

function DashboardSuccessPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('success.pageTitle'));
  const { connection } = Route.useSearch();
  // Without a connection to speak of there is nothing to confirm: the dashboard says how things stand.
  if (!connection) return <Navigate to="/dashboard" replace />;
  return <ConnectionSuccess connectionId={connection} />;
}
