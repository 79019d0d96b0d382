import { ChevronDownIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useDateFormat } from '@/i18n/use-date-format';
import type { EndedBudget } from './budget-types';
import { useMoney } from './use-money';

/**
 * Budgets whose schedule is over, apart from the active ones, closed until asked for (a native <details>, however many
 * there are): what each spent against its budget, and the day it ended (the account's day, read as a local date so no
 * browser's zone moves it). History, not an alert: no pacing, nothing to choose.
 */
export function EndedBudgets({ budgets }: { budgets: readonly EndedBudget[] }) {
  const { t } = useTranslation('budget');
  const money = useMoney();
  const { date } = useDateFormat();
  return (
    <Card asChild className="gap-0 py-0">
      <section data-testid="budget-ended">
        <details className="group">
          <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 rounded-xl px-5 py-5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
            <h2 className="leading-none font-semibold">
              {t('ended.title')}
              <span className="ml-2 text-sm font-normal text-muted-foreground tabular-nums">{t('table.count', { count: budgets.length })}</span>
            </h2>
            <ChevronDownIcon aria-hidden="true" className="row-span-2 size-5 text-muted-foreground transition-transform group-open:rotate-180" />
            <span className="text-sm text-muted-foreground">{t('ended.description')}</span>
          </summary>
          <ul className="flex flex-col divide-y px-5 pb-2">
            {budgets.map((row) => {
              const spent = money(row.spentMinor, row.currency);
              const budget = money(row.budgetMinor, row.currency);
              return (
                <li
                  key={`${row.accountId}:${row.objectType}:${row.objectId}`}
                  className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
                  data-testid="budget-ended-row"
                  data-object-id={row.objectId}
                >
                  <div className="min-w-0">
                    <div className="font-medium break-words">{row.name}</div>
                    <div className="text-xs break-words text-muted-foreground">
                      {t(`table.level_${row.objectType}`, { campaign: row.campaignName })} · {row.accountName}
                    </div>
                  </div>
                  <div className="text-sm tabular-nums sm:shrink-0 sm:text-right">
                    <div>{row.budgetType === 'lifetime' ? t('ended.spentOf', { spent, budget }) : t('ended.spentDaily', { spent, budget })}</div>
                    <div className="text-xs text-muted-foreground">{t('ended.endedOn', { date: date(new Date(`${row.endedOn}T00:00:00`)) })}</div>
                  </div>
                </li>
              );
            })}
          </ul>
        </details>
      </section>
    </Card>
  );
}
