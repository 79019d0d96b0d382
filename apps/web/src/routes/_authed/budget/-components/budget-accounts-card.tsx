import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CappedList } from '@/components/capped-list';
import { PlatformName } from '@/components/platform/platform-name';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRenderMessage } from '@/i18n/use-render-message';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import type { BudgetAccount } from './budget-types';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';
import { ThresholdForm } from './threshold-form';
import { useMoney } from './use-money';

/**
 * The list's one height, loading or loaded, however many accounts (more scroll, or 'Show all'): the table card below
 * it never moves until asked to.
 */
const ACCOUNTS_HEIGHT = 'h-72';
/** The skeleton stands for the list and the 'Show all' row under it (capped-list.tsx). */
const SKELETON_HEIGHT = 'h-80';

/** The card as it will stand, while the accounts load. */
export function BudgetAccountsSkeleton() {
  const { t } = useTranslation('budget');
  return (
    <Card aria-busy="true">
      <CardHeader>
        <h2 className="leading-none font-semibold">{t('accounts.title')}</h2>
      </CardHeader>
      <CardContent className={SKELETON_HEIGHT}>
        <Skeleton className="h-full w-full" />
      </CardContent>
    </Card>
  );
}

/**
 * Each account's spend cap and total spent (Meta's), what its daily budgets may spend today, and its spend threshold
 * here: flagged when reached, and noted when a day's threshold is below what today's budgets may spend.
 */
export function BudgetAccountsCard({ accounts, onChanged }: { accounts: readonly BudgetAccount[]; onChanged: () => void }) {
  const { t } = useTranslation('budget');
  const money = useMoney();
  const locale = useMoneyLocale();
  const render = useRenderMessage();
  const [editing, setEditing] = useState<string | null>(null);
  const thresholdRefused = useWorkspaceRole().refusal('operate');
  const percent = (part: number, whole: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(part / whole);
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">{t('accounts.title')}</h2>
      </CardHeader>
      <CardContent>
        <CappedList capClassName={ACCOUNTS_HEIGHT} label={t('accounts.title')}>
          <ul className="flex flex-col divide-y" data-testid="budget-accounts">
            {accounts.map((account) => (
              <li key={account.accountId} className="flex flex-col gap-2 py-3" data-testid="budget-account" data-account-id={account.accountId}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium">
                      {account.accountName} <span className="text-xs text-muted-foreground">{account.currency}</span>
                    </span>
                    <PlatformName platformId={account.platformId} className="text-xs text-muted-foreground" />
                  </span>
                  {account.threshold?.over && (
                    <Badge variant="destructive" data-testid="threshold-over">
                      {t('accounts.thresholdOver')}
                    </Badge>
                  )}
                </div>
                {account.error && <p className="text-sm text-destructive">{render(account.error)}</p>}
                <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm sm:grid-cols-3 sm:gap-x-6">
                  {/* A platform whose cap and spend are not read (TikTok's budgets are synced) shows neither, rather than zeros. */}
                  {account.amountSpentMinor !== null && (
                    <>
                      <div>
                        <dt className="text-xs text-muted-foreground">{t('accounts.spendCap')}</dt>
                        <dd className="tabular-nums">
                          {account.spendCapMinor === null ? t('accounts.noSpendCap') : money(account.spendCapMinor, account.currency)}
                          {account.spendCapMinor !== null && (
                            <span className="block text-xs text-muted-foreground">{t('accounts.capUsed', { percent: percent(account.amountSpentMinor, account.spendCapMinor) })}</span>
                          )}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted-foreground">{t('accounts.amountSpent')}</dt>
                        <dd className="tabular-nums">{money(account.amountSpentMinor, account.currency)}</dd>
                      </div>
                    </>
                  )}
                  {account.todayCeilingMinor !== null && (
                    <div>
                      <dt className="text-xs text-muted-foreground">{t('accounts.todayCeiling')}</dt>
                      <dd className="tabular-nums" data-testid="account-today-ceiling">
                        {t('accounts.upTo', { amount: money(account.todayCeilingMinor, account.currency) })}
                      </dd>
                    </div>
                  )}
                  <div className="col-span-2 sm:col-span-1">
                    <dt className="text-xs text-muted-foreground">{t('accounts.threshold')}</dt>
                    <dd className="flex flex-wrap items-center gap-2 tabular-nums">
                      {account.threshold
                        ? `${t('accounts.thresholdUnder', { spent: money(account.threshold.spentMinor, account.currency), threshold: money(account.threshold.thresholdMinor, account.currency) })} ${t(`accounts.period_${account.threshold.period}`)}`
                        : t('accounts.thresholdNone')}
                      {editing !== account.accountId && (
                        <RoleRefusal reason={thresholdRefused}>
                          <Button
                            variant="link"
                            size="sm"
                            className="h-auto p-0"
                            disabled={thresholdRefused !== undefined}
                            onClick={() => setEditing(account.accountId)}
                          >
                            {account.threshold ? t('accounts.editThreshold') : t('accounts.setThreshold')}
                          </Button>
                        </RoleRefusal>
                      )}
                    </dd>
                  </div>
                </dl>
                {account.threshold?.period === 'day' && !account.threshold.over && account.todayCeilingMinor !== null && account.todayCeilingMinor > account.threshold.thresholdMinor && (
                  <p className="text-xs text-amber-700 dark:text-amber-400" data-testid="threshold-below-ceiling">
                    {t('accounts.thresholdBelowCeiling', { amount: money(account.todayCeilingMinor, account.currency) })}
                  </p>
                )}
                {editing === account.accountId && (
                  <ThresholdForm
                    account={account}
                    onDone={() => {
                      setEditing(null);
                      onChanged();
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        </CappedList>
      </CardContent>
    </Card>
  );
}
