import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTRPC } from '@/lib/trpc';
import { type FilterOption, MultiSelectFilter } from './multi-select-filter';

/** The dashboard's account and business (client) filters; every card follows them, and the URL keeps them. */
export function AccountFilterBar() {
  const { t } = useTranslation('dashboardAccounts');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { accounts = [], businesses = [] } = useSearch({ from: '/_authed/dashboard/' });
  const details = useQuery(trpc.adAccounts.details.queryOptions());
  const rows = details.data ?? [];
  const accountOptions: FilterOption[] = rows.map((row) => ({ value: row.id, label: row.name }));
  const businessOptions: FilterOption[] = [
    ...new Map(rows.flatMap((row) => (row.businessId ? [[row.businessId, row.businessName ?? row.businessId] as const] : []))).entries(),
  ].map(([value, label]) => ({ value, label }));

  const choose = (next: { accounts?: string[]; businesses?: string[] }) => {
    const chosen = { accounts: next.accounts ?? accounts, businesses: next.businesses ?? businesses };
    void navigate({
      to: '/dashboard',
      search: { ...(chosen.accounts.length > 0 ? { accounts: chosen.accounts } : {}), ...(chosen.businesses.length > 0 ? { businesses: chosen.businesses } : {}) },
    });
  };

  // The bar's height is held while the accounts load, so the cards below do not jump when it appears.
  if (details.isPending) return <Skeleton className="h-8 w-48" />;
  if (rows.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('filter.label')} data-testid="dashboard-account-filter">
      <MultiSelectFilter label={t('filter.accounts')} allLabel={t('filter.allAccounts')} options={accountOptions} chosen={accounts} onChange={(chosen) => choose({ accounts: chosen })} testId="filter-accounts" />
      {businessOptions.length > 0 && (
        <MultiSelectFilter label={t('filter.businesses')} allLabel={t('filter.allBusinesses')} options={businessOptions} chosen={businesses} onChange={(chosen) => choose({ businesses: chosen })} testId="filter-businesses" />
      )}
      {(accounts.length > 0 || businesses.length > 0) && (
        <Button variant="ghost" size="sm" onClick={() => choose({ accounts: [], businesses: [] })}>
          <XIcon aria-hidden="true" />
          {t('filter.clear')}
        </Button>
      )}
    </div>
  );
}
