import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useTRPC } from '@/lib/trpc';
import { businessesOf } from './workspace-businesses';

export interface Assignments {
  adAccountIds: string[];
  businessIds: string[];
}

interface AssignmentPickerProps {
  value: Assignments;
  onChange: (value: Assignments) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const toggled = (ids: readonly string[], id: string, on: boolean) => (on ? [...new Set([...ids, id])] : ids.filter((other) => other !== id));

/**
 * The ad accounts and businesses a client may see, chosen from the workspace's own accounts (the Accounts page's
 * cached details, which also name each account's business).
 */
export function AssignmentPicker({ value, onChange, error, disabled = false }: AssignmentPickerProps) {
  const { t } = useTranslation('team');
  const trpc = useTRPC();
  const id = useId();
  const accounts = useQuery(trpc.adAccounts.details.queryOptions());
  const businesses = useMemo(() => businessesOf(accounts.data ?? []), [accounts.data]);

  if (accounts.isPending) return <Skeleton className="h-24 w-full" />;
  const list = accounts.data ?? [];
  return (
    <div className="flex flex-col gap-3" role="group" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} data-testid="assignment-picker">
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('assign.noAccounts')}</p>
      ) : (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('assign.accounts')}</legend>
            {list.map((account) => (
              <div key={account.id} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-a-${account.id}`}
                  checked={value.adAccountIds.includes(account.id)}
                  disabled={disabled}
                  onCheckedChange={(checked) => onChange({ ...value, adAccountIds: toggled(value.adAccountIds, account.id, checked === true) })}
                />
                <Label htmlFor={`${id}-a-${account.id}`} className="min-w-0 font-normal [overflow-wrap:anywhere]">
                  {account.name} <span className="text-muted-foreground">({account.adAccountId})</span>
                </Label>
              </div>
            ))}
          </fieldset>
          {businesses.length > 0 && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{t('assign.businesses')}</legend>
              {businesses.map((business) => (
                <div key={business.id} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-b-${business.id}`}
                    checked={value.businessIds.includes(business.id)}
                    disabled={disabled}
                    onCheckedChange={(checked) => onChange({ ...value, businessIds: toggled(value.businessIds, business.id, checked === true) })}
                  />
                  <Label htmlFor={`${id}-b-${business.id}`} className="min-w-0 font-normal [overflow-wrap:anywhere]">
                    {business.name}
                  </Label>
                </div>
              ))}
            </fieldset>
          )}
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
