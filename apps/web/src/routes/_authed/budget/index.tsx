import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFilters } from '@/filters/filters-context';
import { ofPlatform } from '@/filters/platforms';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTRPC } from '@/lib/trpc';
import { RoleNote } from '@/workspaces/role-note';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';
import { BudgetAccountsCard, BudgetAccountsSkeleton } from './-components/budget-accounts-card';
import { BulkChangeBar } from './-components/bulk-change-bar';
import { BudgetFilters } from './-components/budget-filters';
import { type BudgetSearch, rowKey, validateBudgetSearch, visibleBudgetRows, visibleEndedBudgets } from './-components/budget-search';
import { BudgetTable } from './-components/budget-table';
import type { BudgetChangeInput, BudgetOperation } from './-components/budget-types';
import { ChangePreviewDialog } from './-components/change-preview-dialog';
import { ChangeResults } from './-components/change-results';
import { EndedBudgets } from './-components/ended-budgets';

export const Route = createFileRoute('/_authed/budget/')({
  validateSearch: validateBudgetSearch,
  component: BudgetPage,
});

function BudgetPage() {
  const { t } = useTranslation('budget');
  usePageTitle(t('title'));
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/budget/' });
  const overview = useQuery(trpc.budget.overview.queryOptions({}));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [request, setRequest] = useState<BudgetChangeInput | null>(null);
  const changeRefused = useWorkspaceRole().refusal('operate');
  // The header's platform narrows the accounts and budgets; the overview itself spans both platforms.
  const { platformId } = useFilters();
  const accounts = useMemo(() => ofPlatform(overview.data?.accounts ?? [], platformId), [overview.data, platformId]);
  const rows = useMemo(() => visibleBudgetRows(ofPlatform(overview.data?.rows ?? [], platformId), search, overview.data?.worth), [overview.data, platformId, search]);
  const ended = useMemo(() => visibleEndedBudgets(ofPlatform(overview.data?.ended ?? [], platformId), search), [overview.data, platformId, search]);
  const chosen = rows.filter((row) => selected.has(rowKey(row)));
  const setSearch = (patch: Partial<BudgetSearch>) => void navigate({ search: (previous) => validateBudgetSearch({ ...previous, ...patch }), replace: true });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.budget.overview.queryKey() });

  const toggle = (key: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const preview = (operation: BudgetOperation) =>
    setRequest({ operation, items: chosen.map((row) => ({ accountId: row.accountId, objectType: row.objectType, objectId: row.objectId })) });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      <>
        {search.change && (
          <ChangeResults key={search.change} changeId={search.change} onDismiss={() => setSearch({ change: undefined })} onCompleted={refresh} />
        )}
        {overview.isError && (
          <Alert variant="destructive">
            <AlertDescription>{t('table.error')}</AlertDescription>
          </Alert>
        )}
        {overview.isPending ? <BudgetAccountsSkeleton /> : overview.data && <BudgetAccountsCard accounts={accounts} onChanged={refresh} />}
        <Card asChild>
          <section aria-busy={overview.isPending}>
            <CardHeader className="flex flex-col gap-3">
              <h2 className="leading-none font-semibold">
                {t('table.title')}
                {overview.data && <span className="ml-2 text-sm font-normal text-muted-foreground tabular-nums">{t('table.count', { count: rows.length })}</span>}
              </h2>
              <BudgetFilters search={search} accounts={accounts} onChange={setSearch} />
              {/* The bulk change exists only to change budgets: a role that may not change them is told so in its place. */}
              {chosen.length > 0 &&
                (changeRefused ? (
                  <RoleNote reason={changeRefused} detail={t('roleNote')} />
                ) : (
                  <BulkChangeBar count={chosen.length} onPreview={preview} onClear={() => setSelected(new Set())} />
                ))}
            </CardHeader>
            <CardContent>
              {overview.isPending ? (
                <div className="flex flex-col gap-2">
                  <Skeleton className="h-10 w-full" />
                  <Skeleton className="h-10 w-full" />
                  <Skeleton className="h-10 w-full" />
                </div>
              ) : rows.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">{t('table.empty')}</p>
              ) : (
                <BudgetTable
                  rows={rows}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={(checked) => setSelected(checked ? new Set(rows.filter((row) => row.readOnly === null).map(rowKey)) : new Set())}
                  sort={search.sort}
                  direction={search.dir}
                />
              )}
            </CardContent>
          </section>
        </Card>
        {ended.length > 0 && <EndedBudgets budgets={ended} />}
      </>
      {/* An overlay, closed until a change is previewed. */}
      <ChangePreviewDialog
        request={request}
        onClose={() => setRequest(null)}
        onStarted={(changeId) => {
          setRequest(null);
          setSelected(new Set());
          setSearch({ change: changeId });
        }}
      />
  </div>
  );
}
