import type { CampaignSort } from '@adfleet/core/campaign-list';
import { ChevronDownIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SelectionControl } from './campaign-select-cells';
import { CampaignsTable } from './campaigns-table';
import type { Campaign } from './clone-types';
import { SelectionBar } from './selection-bar';
import type { ListOrder } from './sortable-head';

export interface CampaignRowsProps {
  campaigns: readonly Campaign[];
  /** The 'Todas' tab adds the platform column. */
  showPlatform: boolean;
  order: ListOrder;
  onSort: (column: CampaignSort) => void;
  onDuplicate: (campaign: Campaign) => void;
  selection: SelectionControl & { onDuplicateSelected: () => void; onClear: () => void };
  /** The list query's paging: a newer page on its way, and 'Show more'. */
  paging: { isFetching: boolean; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}

/** The list once its campaigns have come: the selection bar, the table and 'Show more'. */
export function CampaignRows({ campaigns, showPlatform, order, onSort, onDuplicate, selection, paging }: CampaignRowsProps) {
  const { t } = useTranslation('campaigns');
  return (
    <div className="flex flex-col gap-3" aria-busy={paging.isFetching}>
      <SelectionBar selected={selection.selected} onDuplicate={selection.onDuplicateSelected} onClear={selection.onClear} />
      <CampaignsTable campaigns={campaigns} showPlatform={showPlatform} onDuplicate={onDuplicate} order={order} onSort={onSort} selection={selection} />
      {paging.hasNextPage && (
        <Button variant="outline" size="sm" className="self-center" disabled={paging.isFetchingNextPage} onClick={() => void paging.fetchNextPage()}>
          {paging.isFetchingNextPage ? <Spinner aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
          {t('table.showMore')}
        </Button>
      )}
    </div>
  );
}
