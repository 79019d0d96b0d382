import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConnectedAccountsTable } from './-components/connected-accounts-table';
import { PlatformConnections } from './-components/platform-connections';

export const Route = createFileRoute('/_authed/accounts/')({
  component: AccountsPage,
});

function AccountsPage() {
  const { t } = useTranslation('accounts');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      <PlatformConnections />
      <ConnectedAccountsTable />
    </div>
  );
}
