import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useTRPC } from '@/lib/trpc';
import { TruncatedText } from '@/components/ui/truncated-text';

/** The user's ad accounts, each with an Active badge, or marked when its token no longer works. */
export function ConnectedAccountsSection() {
  const { t } = useTranslation('layout');
  const trpc = useTRPC();
  const headingId = useId();
  const accounts = useQuery(trpc.adAccounts.list.queryOptions());

  return (
    <section aria-labelledby={headingId} aria-busy={accounts.isPending} className="flex flex-col gap-2 px-3">
      <h2 id={headingId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('connectedAccounts.title')}
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
        <p className="rounded-md border border-dashed border-sidebar-border px-3 py-3 text-xs text-muted-foreground">{t('connectedAccounts.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="sidebar-accounts">
          {accounts.data.map((account) => (
            <li key={account.id} className="flex min-w-0 items-center gap-2 rounded-md px-1 py-1 text-sm">
              <TruncatedText className="min-w-0 flex-1">{account.name}</TruncatedText>
              <Badge variant={account.hasValidToken ? 'success' : 'destructive'}>{account.hasValidToken ? t('connectedAccounts.active') : t('connectedAccounts.invalid')}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
