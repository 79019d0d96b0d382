import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/hooks/use-toast';
import { AccountDetailsGroups } from './-components/account-details-groups';
import { ConnectedAccountsTable } from './-components/connected-accounts-table';
import { PlatformConnections } from './-components/platform-connections';
import { usePageTitle } from '@/hooks/use-page-title';
import { useClientView } from '@/workspaces/client-view';

/** A TikTok connection lands here with these (see apps/server/src/rest/tiktok-connect-routes.ts). */
interface AccountsSearch {
  connected?: string;
  count?: number;
}

export const Route = createFileRoute('/_authed/accounts/')({
  validateSearch: (search: Record<string, unknown>): AccountsSearch => ({
    ...(typeof search['connected'] === 'string' ? { connected: search['connected'] } : {}),
    ...(Number.isInteger(Number(search['count'])) ? { count: Number(search['count']) } : {}),
  }),
  component: AccountsPage,
});

function AccountsPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('title'));
  const { connected, count } = Route.useSearch();
  const navigate = useNavigate();
  const clientView = useClientView();

  // Shown once, then dropped from the URL so a reload does not repeat it.
  useEffect(() => {
    if (connected === undefined) return;
    if (connected === 'tiktok') toast({ title: t('tiktok.connectedTitle'), description: t('tiktok.connectedDescription', { count: count ?? 0 }) });
    // The header's platform stays chosen.
    void navigate({ to: '/accounts', search: (previous) => ({ ...previous, connected: undefined, count: undefined }), hash: (previous) => previous ?? '', replace: true });
  }, [connected, count, navigate, t]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{clientView ? t('clientDescription') : t('description')}</p>
      </div>
      {/* A client connects nothing: the accounts shared with them are all this page holds for them. */}
      {!clientView && <PlatformConnections />}
      <ConnectedAccountsTable />
      <AccountDetailsGroups />
    </div>
  );
}
