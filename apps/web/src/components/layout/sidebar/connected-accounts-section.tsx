import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useTRPC } from '@/lib/trpc';
import { isKnownAccountStatus } from '@/routes/_authed/accounts/-components/account-status';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useClientView } from '@/workspaces/client-view';

/**
 * The user's ad accounts, each linking to the dashboard filtered to it, each with one mark: "Reconnection needed" when Meta no longer accepts the token (nothing
 * else about the account is current then), otherwise a badge with Meta's own status for it (Active, Disabled…).
 */
export function ConnectedAccountsSection({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const { t: tAccounts } = useTranslation('accounts');
  const trpc = useTRPC();
  const headingId = useId();
  const accounts = useQuery(trpc.adAccounts.list.queryOptions());
  const clientView = useClientView();

  return (
    <section aria-labelledby={headingId} aria-busy={accounts.isPending} className="flex flex-col gap-2 px-3">
      <h2 id={headingId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {clientView ? t('connectedAccounts.clientTitle') : t('connectedAccounts.title')}
      </h2>
      {accounts.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-4/5" />
        </div>
      ) : accounts.isError ? (
        // The spec: an account list that fails to load is shown as empty.
        <p className="rounded-md border border-dashed border-sidebar-border px-3 py-3 text-xs text-muted-foreground">{t('connectedAccounts.error')}</p>
      ) : accounts.data.length === 0 ? (
        <p className="rounded-md border border-dashed border-sidebar-border px-3 py-3 text-xs text-muted-foreground">{clientView ? t('connectedAccounts.clientEmpty') : t('connectedAccounts.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="sidebar-accounts">
          {accounts.data.map((account) => (
            <li key={account.id} className="flex min-w-0 items-center gap-2 rounded-md px-1 py-1 text-sm">
              <Link
                to="/dashboard"
                search={{ accounts: [account.id] }}
                onClick={onNavigate}
                className="min-w-0 flex-1 rounded-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                title={t('connectedAccounts.viewAccount', { name: account.name })}
              >
                <TruncatedText>{account.name}</TruncatedText>
              </Link>
              {!account.hasValidToken ? (
                // An icon, not a long badge, so the account's name keeps the room the narrow sidebar has.
                <span className="flex shrink-0 items-center text-destructive" title={t('connectedAccounts.reconnect')}>
                  <TriangleAlertIcon aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t('connectedAccounts.reconnect')}</span>
                </span>
              ) : (
                <Badge variant={account.status === 'ACTIVE' ? 'success' : 'outline'}>
                  {isKnownAccountStatus(account.status) ? tAccounts(`accountStatus.${account.status}`) : account.status}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
