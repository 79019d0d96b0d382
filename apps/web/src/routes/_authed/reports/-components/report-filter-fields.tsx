import { REPORT_CAMPAIGN_TYPES } from '@adfleet/core/report-options';
import { XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ANY_FILTER, FilterSelect, filterValue } from '@/components/filters/filter-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { campaignStatusLabel } from '@/lib/campaign-status';
import { objectiveLabel } from '@/lib/campaign-objective';
import { REPORT_FILTER_KEYS } from './report-filter-keys';
import type { ReportSearch } from './report-search';

/** A campaign's effective statuses (the ad-level ones never apply to a campaign). */
const STATUSES = ['ACTIVE', 'PAUSED', 'ARCHIVED', 'DELETED', 'IN_PROCESS', 'WITH_ISSUES'] as const;
const OBJECTIVES = ['OUTCOME_AWARENESS', 'OUTCOME_TRAFFIC', 'OUTCOME_ENGAGEMENT', 'OUTCOME_LEADS', 'OUTCOME_APP_PROMOTION', 'OUTCOME_SALES'] as const;

const numberOrUndefined = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

/** The filters popover's fields (loaded when it first opens, see report-filters); every change goes to the URL. */
export function ReportFilterFields({ search, onChange }: { search: ReportSearch; onChange: (patch: Partial<ReportSearch>) => void }) {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation('campaigns');
  const count = REPORT_FILTER_KEYS.filter((key) => search[key] !== undefined).length;
  const range = (key: 'spend' | 'results') => (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{t(`filters.${key}`)}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(['Min', 'Max'] as const).map((end) => {
          const field = `${key}${end}` as const;
          return (
            <Input
              key={field}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              aria-label={`${t(`filters.${key}`)} · ${t(`filters.${end === 'Min' ? 'min' : 'max'}`)}`}
              placeholder={t(`filters.${end === 'Min' ? 'min' : 'max'}`)}
              value={search[field] ?? ''}
              onChange={(event) => onChange({ [field]: numberOrUndefined(event.target.value) })}
              data-testid={`report-filter-${field}`}
            />
          );
        })}
      </div>
    </fieldset>
  );

  return (
    <>
    <FilterSelect
      id={'report-filter-status'}
      label={t('filters.status')}
      value={search.status ?? ANY_FILTER}
      options={[{ value: ANY_FILTER, label: t('filters.any') }, ...STATUSES.map((status) => ({ value: status, label: campaignStatusLabel(status, tc) }))]}
      onChange={(value) => onChange({ status: filterValue(value) })}
    />
    <FilterSelect
      id={'report-filter-objective'}
      label={t('filters.objective')}
      value={search.objective ?? ANY_FILTER}
      options={[{ value: ANY_FILTER, label: t('filters.any') }, ...OBJECTIVES.map((objective) => ({ value: objective, label: objectiveLabel(objective, tc) }))]}
      onChange={(value) => onChange({ objective: filterValue(value) })}
    />
    <FilterSelect
      id={'report-filter-campaign-type'}
      label={t('filters.campaignType')}
      value={search.campaignType ?? ANY_FILTER}
      options={[{ value: ANY_FILTER, label: t('filters.any') }, ...REPORT_CAMPAIGN_TYPES.map((type) => ({ value: type, label: t(`filters.campaignTypes.${type}`) }))]}
      onChange={(value) => onChange({ campaignType: filterValue(value) })}
    />
    {(['adSetName', 'adName'] as const).map((field) => (
      <div key={field} className="flex flex-col gap-1.5">
        <Label htmlFor={`report-filter-${field}`}>{t(`filters.${field}`)}</Label>
        <Input
          id={`report-filter-${field}`}
          type="search"
          maxLength={200}
          value={search[field] ?? ''}
          onChange={(event) => onChange({ [field]: event.target.value.trim() === '' ? undefined : event.target.value })}
          data-testid={`report-filter-${field}`}
        />
      </div>
    ))}
    {range('spend')}
    {range('results')}
    {count > 0 && (
      <Button variant="ghost" size="sm" className="self-start" onClick={() => onChange(Object.fromEntries(REPORT_FILTER_KEYS.map((key) => [key, undefined])))}>
        <XIcon aria-hidden="true" />
        {t('filters.clear')}
      </Button>
    )}
    </>
  );
}
