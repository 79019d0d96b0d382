import type { CampaignSort, SortDirection } from '@adfleet/core/campaign-list';
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableHead } from '@/components/ui/table';
import { cn } from '@/lib/utils';

export interface ListOrder {
  sort: CampaignSort;
  direction: SortDirection;
}

interface SortableHeadProps {
  column: CampaignSort;
  order: ListOrder;
  onSort: (column: CampaignSort) => void;
  className?: string;
  children: ReactNode;
}

/** A column header that sorts the list by its column; `aria-sort` tells a screen reader which one is in use. */
export function SortableHead({ column, order, onSort, className, children }: SortableHeadProps) {
  const { t } = useTranslation('campaigns');
  const active = order.sort === column;
  const Icon = !active ? ChevronsUpDownIcon : order.direction === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <TableHead className={className} aria-sort={active ? (order.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn('-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none', active && 'text-foreground')}
        title={t('table.sortBy', { column: t(`sorts.${column}`) })}
      >
        {children}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-50')} />
      </button>
    </TableHead>
  );
}
