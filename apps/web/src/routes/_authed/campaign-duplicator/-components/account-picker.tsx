import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { ScrollArea } from '@/components/ui/scroll-area';
import { isKnownAccountStatus } from '@/routes/_authed/accounts/-components/account-status';
import type { AdAccount } from './clone-types';
import { allAccountsSelected, isSelectableAccount, selectableAccountIds, toggleAccount, toggleAllAccounts } from './duplicator-model';
import { readableConstant } from '@/lib/readable-constant';
import { TIKTOK_PLATFORM_ID } from '@/lib/platform-links';

interface AccountPickerProps {
  /** The source campaign's platform's accounts only: copies stay on that platform. */
  accounts: readonly AdAccount[];
  platformId: number;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
}

/** The target ad accounts: 'Seleccionar todas' and one checkbox per account; only ACTIVE accounts with a valid token can be chosen. */
export function AccountPicker({ accounts, platformId, selected, onChange, invalid, describedBy, disabled = false }: AccountPickerProps) {
  const { t } = useTranslation('duplicateDialog');
  const { t: tAccounts } = useTranslation('accounts');
  const labelId = useId();
  const selectAllId = useId();
  const selectable = selectableAccountIds(accounts);

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={labelId} className="text-sm font-medium">
          {t('form.targetAccounts')}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">{t('form.selectedCount', { count: selected.length })}</span>
      </div>
      <p className="-mt-1 text-xs text-muted-foreground" data-testid="same-platform-note">
        {t('form.samePlatformOnly', { platform: platformId === TIKTOK_PLATFORM_ID ? 'TikTok' : 'Facebook' })}
      </p>
      {accounts.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">{t('form.noAccounts')}</p>
      ) : (
        <div className={invalid ? 'rounded-md border border-destructive' : 'rounded-md border'}>
          <label htmlFor={selectAllId} className="flex items-center gap-2 border-b px-3 py-2 text-sm font-medium">
            <Checkbox
              id={selectAllId}
              checked={allAccountsSelected(selected, accounts)}
              disabled={disabled || selectable.length === 0}
              onCheckedChange={(checked) => onChange(toggleAllAccounts(checked === true, selected, accounts))}
            />
            {t('form.selectAll')}
          </label>
          {/* The spec's 200px list: long account lists scroll inside the dialog. */}
          <ScrollArea viewportClassName="max-h-[200px]" type="auto" data-testid="target-accounts">
            <ul className="flex flex-col py-1">
              {accounts.map((account) => {
                const canSelect = isSelectableAccount(account);
                const id = `${selectAllId}-${account.adAccountId}`;
                return (
                  <li key={account.adAccountId}>
                    <label
                      htmlFor={id}
                      className={canSelect ? 'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm hover:bg-muted/50' : 'flex cursor-not-allowed items-center gap-2 px-3 py-1.5 text-sm opacity-60'}
                    >
                      <Checkbox
                        id={id}
                        checked={selected.includes(account.adAccountId)}
                        disabled={disabled || !canSelect}
                        onCheckedChange={(checked) => onChange(toggleAccount(selected, account.adAccountId, checked === true))}
                      />
                      <span className="flex min-w-0 flex-1 flex-col">
                        {/* Wrapped, not cut, so the whole name is always readable. */}
                        <span className="break-words">{account.name}</span>
                        <span className="truncate font-mono text-xs text-muted-foreground">
                          {account.adAccountId} · {account.currency}
                        </span>
                      </span>
                      {account.status !== 'ACTIVE' ? (
                        <Badge variant="outline">{isKnownAccountStatus(account.status) ? tAccounts(`accountStatus.${account.status}`) : readableConstant(account.status)}</Badge>
                      ) : (
                        !account.hasValidToken && <Badge variant="destructive">{t('form.invalidToken')}</Badge>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          </ScrollArea>
        </div>
      )}
    </div>
  );
}
