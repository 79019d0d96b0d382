import { REPORT_GROUP_BYS } from '@adfleet/core/report-options';
import { FilterIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ReportFilterFields } from './report-filter-fields';
import { REPORT_FILTER_KEYS } from './report-filter-keys';
import { DEFAULT_GROUP_BY, type ReportSearch } from './report-search';

interface ReportFiltersProps {
  search: ReportSearch;
  onChange: (patch: Partial<ReportSearch>) => void;
}

/** The grouping, always in view, and the spec's filters in a popover that fits a 375 px screen; every change goes to the URL. */
export function ReportFilters({ search, onChange }: ReportFiltersProps) {
  const { t } = useTranslation('reports');
  const count = REPORT_FILTER_KEYS.filter((key) => search[key] !== undefined).length;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="report-group-by">{t('groupBy.label')}</Label>
        <Select value={search.groupBy ?? DEFAULT_GROUP_BY} onValueChange={(value) => onChange({ groupBy: value as ReportSearch['groupBy'] })}>
          <SelectTrigger id="report-group-by" className="w-44" data-testid="report-group-by">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {REPORT_GROUP_BYS.map((groupBy) => (
              <SelectItem key={groupBy} value={groupBy}>
                {t(`groupBy.${groupBy}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline" data-testid="report-filters-button">
            <FilterIcon aria-hidden="true" />
            {t('filters.button')}
            {count > 0 && (
              <Badge variant="secondary" aria-label={t('filters.active', { count })}>
                {count}
              </Badge>
            )}
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="flex max-h-[70vh] w-[min(22rem,calc(100vw-2rem))] flex-col gap-3 overflow-y-auto" aria-label={t('filters.title')}>
          <p className="text-sm font-medium">{t('filters.title')}</p>
          <ReportFilterFields search={search} onChange={onChange} />
        </PopoverContent>
      </Popover>
    </div>
  );
}
