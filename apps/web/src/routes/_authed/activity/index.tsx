import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTRPC } from '@/lib/trpc';
import { ActivityFilters } from './-components/activity-filters';
import { ActivityList } from './-components/activity-list';
import { type ActivitySearch, validateActivitySearch } from './-components/activity-search';

export const Route = createFileRoute('/_authed/activity/')({
  validateSearch: validateActivitySearch,
  component: ActivityPage,
});

function ActivityPage() {
  const { t } = useTranslation('activity');
  usePageTitle(t('title'));
  const trpc = useTRPC();
  const navigate = useNavigate();
  const search = Route.useSearch();
  const accounts = useQuery(trpc.adAccounts.list.queryOptions());
  const members = useQuery(trpc.team.members.queryOptions());
  // Replacing the entry: a filter change refines this page, it is not a step Back should undo one by one.
  const change = (patch: Partial<ActivitySearch>) =>
    void navigate({ to: '/activity', search: (previous) => validateActivitySearch({ ...previous, ...patch }), replace: true });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      <ActivityFilters search={search} accounts={accounts.data ?? []} members={members.data ?? []} onChange={change} />
      <ActivityList search={search} />
    </div>
  );
}
