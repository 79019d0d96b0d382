import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PencilIcon, SaveIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf } from '@/lib/trpc-error';
import { useTRPC } from '@/lib/trpc';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';
import { SavedFilterNameDialog } from './saved-filter-name-dialog';
import { filterValuesOf, type ReportFilterValues, type ReportSearch, validateReportSearch } from './report-search';

/** Two filter sets are the same when they show the same report (defaults written out or left out alike). */
function sameFilters(a: ReportFilterValues, b: ReportFilterValues): boolean {
  const normal = (filters: ReportFilterValues) => JSON.stringify(Object.entries(validateReportSearch({ ...filters })).sort(([x], [y]) => (x < y ? -1 : 1)));
  return normal(a) === normal(b);
}

interface SavedFiltersBarProps {
  search: ReportSearch;
  onApply: (filters: ReportFilterValues) => void;
}

/** The user's saved filters: apply one, save the current filters under a name, rename or delete the one in use. */
export function SavedFiltersBar({ search, onApply }: SavedFiltersBarProps) {
  const { t } = useTranslation('reports');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const render = useRenderMessage();
  const saved = useQuery(trpc.reports.savedFilters.list.queryOptions());
  const [dialog, setDialog] = useState<'save' | 'rename' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.reports.savedFilters.list.queryKey() });
  const save = useMutation(trpc.reports.savedFilters.save.mutationOptions());
  const rename = useMutation(trpc.reports.savedFilters.rename.mutationOptions());
  const remove = useMutation(trpc.reports.savedFilters.delete.mutationOptions());
  const current = filterValuesOf(search);
  const inUse = saved.data?.find((filter) => sameFilters(filter.filters as ReportFilterValues, current));
  const errorOf = (error: unknown) => render(clientErrorMessageOf(error)) ?? (error ? t('export.failed') : null);
  // Saved filters are the workspace's: keeping them is operating; choosing one is reading.
  const refused = useWorkspaceRole().refusal('operate');

  const onSave = (name: string) =>
    save.mutate(
      { filterName: name, filters: current },
      {
        onSuccess: (filter) => {
          setDialog(null);
          toast({ title: t('saved.saved', { name: filter.name }), variant: 'success' });
          void refresh();
        },
      },
    );
  const onRename = (name: string) => {
    if (!inUse) return;
    rename.mutate(
      { id: inUse.id, filterName: name },
      {
        onSuccess: (filter) => {
          setDialog(null);
          toast({ title: t('saved.renamed', { name: filter.name }), variant: 'success' });
          void refresh();
        },
      },
    );
  };
  const onDelete = () => {
    if (!inUse || !window.confirm(t('saved.deleteConfirm', { name: inUse.name }))) return;
    remove.mutate(
      { id: inUse.id },
      {
        onSuccess: () => {
          toast({ title: t('saved.deleted', { name: inUse.name }) });
          void refresh();
        },
        onError: (error) => toast({ title: errorOf(error) ?? t('export.failed'), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('saved.label')}>
      <Select
        value={inUse?.id ?? ''}
        onValueChange={(id) => {
          const filter = saved.data?.find((candidate) => candidate.id === id);
          if (!filter) return;
          onApply(filter.filters as ReportFilterValues);
          toast({ title: t('saved.applied', { name: filter.name }) });
        }}
        disabled={!saved.data || saved.data.length === 0}
      >
        <SelectTrigger className="w-56" aria-label={t('saved.choose')} data-testid="saved-filter-select">
          <SelectValue placeholder={saved.data && saved.data.length === 0 ? t('saved.none') : t('saved.choose')} />
        </SelectTrigger>
        <SelectContent>
          {saved.data?.map((filter) => (
            <SelectItem key={filter.id} value={filter.id}>
              {filter.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {inUse ? (
        <>
          <RoleRefusal reason={refused}>
            <Button variant="outline" size="sm" onClick={() => setDialog('rename')} disabled={refused !== undefined} data-testid="saved-filter-rename">
              <PencilIcon aria-hidden="true" />
              {t('saved.rename')}
            </Button>
          </RoleRefusal>
          <RoleRefusal reason={refused}>
            <Button variant="outline" size="sm" onClick={onDelete} disabled={remove.isPending || refused !== undefined} data-testid="saved-filter-delete">
              <Trash2Icon aria-hidden="true" />
              {t('saved.delete')}
            </Button>
          </RoleRefusal>
        </>
      ) : (
        <RoleRefusal reason={refused}>
          <Button variant="outline" size="sm" onClick={() => setDialog('save')} disabled={refused !== undefined} data-testid="saved-filter-save">
            <SaveIcon aria-hidden="true" />
            {t('saved.save')}
          </Button>
        </RoleRefusal>
      )}
      <SavedFilterNameDialog
        open={dialog === 'save'}
        onOpenChange={(open) => {
          save.reset();
          setDialog(open ? 'save' : null);
        }}
        title={t('saved.saveTitle')}
        description={t('saved.saveDescription')}
        confirmLabel={t('saved.confirmSave')}
        initialName=""
        busy={save.isPending}
        error={errorOf(save.error)}
        onSubmit={onSave}
      />
      <SavedFilterNameDialog
        open={dialog === 'rename'}
        onOpenChange={(open) => {
          rename.reset();
          setDialog(open ? 'rename' : null);
        }}
        title={t('saved.renameTitle', { name: inUse?.name ?? '' })}
        confirmLabel={t('saved.confirmRename')}
        initialName={inUse?.name ?? ''}
        busy={rename.isPending}
        error={errorOf(rename.error)}
        onSubmit={onRename}
      />
    </div>
  );
}
