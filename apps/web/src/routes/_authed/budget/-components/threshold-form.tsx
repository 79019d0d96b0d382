import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { minorToMajor } from '@adfleet/core/money';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { callErrorText } from '@/lib/call-error-text';
import { useTRPC } from '@/lib/trpc';
import type { BudgetAccount } from './budget-types';

/** Sets, changes or removes one account's spend threshold (an amount of its currency per day or month). */
export function ThresholdForm({ account, onDone }: { account: BudgetAccount; onDone: () => void }) {
  const { t } = useTranslation('budget');
  const trpc = useTRPC();
  const { t: tErrors } = useTranslation('errors');
  const render = useRenderMessage();
  // A refusal (a role changed since the page loaded, say) is said like every other: the form stays as typed.
  const save = useMutation(
    trpc.budget.setThreshold.mutationOptions({
      onSuccess: onDone,
      onError: (error) => toast({ title: t('accounts.thresholdFailed'), description: callErrorText(error, tErrors, render), variant: 'destructive' }),
    }),
  );
  const [period, setPeriod] = useState<'day' | 'month'>(account.threshold?.period ?? 'day');
  const [amount, setAmount] = useState(account.threshold ? String(minorToMajor(account.threshold.thresholdMinor, account.currency)) : '');
  const value = Number(amount.replace(',', '.'));
  const valid = amount.trim() !== '' && Number.isFinite(value) && value > 0;
  const amountId = `threshold-${account.accountId}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      data-testid="threshold-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) save.mutate({ accountId: account.accountId, period, amount: value });
      }}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor={amountId} className="text-xs">
          {t('accounts.thresholdAmount', { account: account.accountName })} ({account.currency})
        </Label>
        <Input id={amountId} inputMode="decimal" className="w-28" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${amountId}-period`} className="text-xs">
          {t('accounts.thresholdPeriod')}
        </Label>
        <Select value={period} onValueChange={(next) => setPeriod(next as 'day' | 'month')}>
          <SelectTrigger id={`${amountId}-period`} className="w-28">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="day">{t('accounts.period_day')}</SelectItem>
            <SelectItem value="month">{t('accounts.period_month')}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" size="sm" disabled={!valid || save.isPending}>
        {t('accounts.save')}
      </Button>
      {account.threshold && (
        <Button type="button" size="sm" variant="outline" disabled={save.isPending} onClick={() => save.mutate({ accountId: account.accountId, period, amount: null })}>
          {t('accounts.removeThreshold')}
        </Button>
      )}
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        {t('accounts.cancel')}
      </Button>
    </form>
  );
}
