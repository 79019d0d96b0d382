import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoonGate } from '@/components/platform/platform-coming-soon';
import { toast } from '@/hooks/use-toast';
import { AccountDetailsGroups } from './-components/account-details-groups';
import { ConnectedAccountsTable } from './-components/connected-accounts-table';
import { PlatformConnections } from './-components/platform-connections';
import { usePageTitle } from '@/hooks/use-page-title';

/** `GET /api/auth/tiktok` lands here with these: TikTok is announced, not built. */
const TIKTOK_COMING_SOON = 'tiktok_coming_soon';

interface AccountsSearch {
  notice?: string;
}

export const Route = createFileRoute('/_authed/accounts/')({
  validateSearch: (search: Record<string, unknown>): AccountsSearch => ({
    ...(typeof search['notice'] === 'string' ? { notice: search['notice'] } : {}),
  }),
  component: AccountsPage,
});

function AccountsPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('title'));
  const { notice } = Route.useSearch();
  const navigate = useNavigate();

  // Shown once, then dropped from the URL so a reload does not repeat it.
  useEffect(() => {
    if (notice === undefined) return;
    if (notice === TIKTOK_COMING_SOON) toast({ title: t('tiktok.noticeTitle'), description: t('tiktok.noticeDescription') });
    // The header's platform (TikTok, in the same URL) stays chosen.
    void navigate({ to: '/accounts', search: (previous) => ({ ...previous, notice: undefined }), hash: (previous) => previous ?? '', replace: true });
  }, [notice, navigate, t]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      <ComingSoonGate>
        <PlatformConnections />
        <ConnectedAccountsTable />
        <AccountDetailsGroups />
      </ComingSoonGate>
    </div>
  );
}
