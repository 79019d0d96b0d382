import { AUDIT_ACTION_NAMES } from '@adfleet/core/audit-action-names';
import { XIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { ActivityDayField } from './activity-day-field';
import { activityDaysAfter, type ActivitySearch } from './activity-search';

/** Radix's Select cannot hold an empty value, so 'no filter' has a name of its own. */
const ANY = 'any';

interface ActivityFiltersProps {
  search: ActivitySearch;
  accounts: ReadonlyArray<{ adAccountId: string; name: string }>;
  /** The workspace's members (a client gets only themselves). */
  members: ReadonlyArray<{ userId: string; username: string; displayName: string | null }>;
  onChange: (patch: Partial<ActivitySearch>) => void;
}

/** Action, ad account, member, days and grouping; every change goes straight to the URL. One column on a phone. */
export function ActivityFilters({ search, accounts, members, onChange }: ActivityFiltersProps) {
  const { t } = useTranslation('activity');
  const id = useId();
  const filtered = search.action !== undefined || search.account !== undefined || search.actor !== undefined || search.from !== undefined || search.to !== undefined;

  return (
    <section aria-label={t('filters.label')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-action`}>{t('filters.action')}</Label>
        <Select value={search.action ?? ANY} onValueChange={(value) => onChange({ action: value === ANY ? undefined : (value as ActivitySearch['action']) })}>
          <SelectTrigger id={`${id}-action`} className="w-full" data-testid="activity-action-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('filters.anyAction')}</SelectItem>
            {AUDIT_ACTION_NAMES.map((action) => (
              <SelectItem key={action} value={action}>
                {/* Typed as a key of its own: an action without words in the catalogue does not compile. */}
                {t(`actionNames.${action}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-account`}>{t('filters.account')}</Label>
        <Select value={search.account ?? ANY} onValueChange={(value) => onChange({ account: value === ANY ? undefined : value })}>
          <SelectTrigger id={`${id}-account`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('filters.anyAccount')}</SelectItem>
            {accounts.map((account) => (
              <SelectItem key={account.adAccountId} value={account.adAccountId}>
                {account.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-actor`}>{t('filters.member')}</Label>
        <Select value={search.actor ?? ANY} onValueChange={(value) => onChange({ actor: value === ANY ? undefined : value })}>
          <SelectTrigger id={`${id}-actor`} className="w-full" data-testid="activity-member-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('filters.anyMember')}</SelectItem>
            {members.map((member) => (
              <SelectItem key={member.userId} value={member.userId}>
                {/* Several people may share a name; the username tells them apart. */}
                {member.displayName?.trim() ? `${member.displayName.trim()} (${member.username})` : member.username}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-from`}>{t('filters.from')}</Label>
        <ActivityDayField id={`${id}-from`} label={t('filters.from')} value={search.from} latest={search.to} onChange={(from) => onChange(activityDaysAfter(search, { from }, new Date()))} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>{t('filters.to')}</Label>
        <ActivityDayField id={`${id}-to`} label={t('filters.to')} value={search.to} earliest={search.from} onChange={(to) => onChange(activityDaysAfter(search, { to }, new Date()))} />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1 lg:pb-2">
        <div className="flex items-center gap-2">
          <Switch id={`${id}-group`} checked={search.group !== false} onCheckedChange={(checked) => onChange({ group: checked ? undefined : false })} />
          <Label htmlFor={`${id}-group`}>{t('filters.group')}</Label>
        </div>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => onChange({ action: undefined, account: undefined, actor: undefined, from: undefined, to: undefined })}>
            <XIcon aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </section>
  );
}
