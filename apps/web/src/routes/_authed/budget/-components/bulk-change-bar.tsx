import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { BudgetOperation } from './budget-types';

const KINDS = ['set', 'raise', 'lower'] as const;

/** The operation as typed, or null while the value is not a positive number. */
function operationFrom(kind: (typeof KINDS)[number], value: string): BudgetOperation | null {
  const number = Number(value.replace(',', '.'));
  if (!value.trim() || !Number.isFinite(number) || number <= 0) return null;
  return kind === 'set' ? { kind, amount: number } : { kind, percent: number };
}

/** What to do to the selected budgets; nothing is sent but a preview request. */
export function BulkChangeBar({ count, onPreview, onClear }: { count: number; onPreview: (operation: BudgetOperation) => void; onClear: () => void }) {
  const { t } = useTranslation('budget');
  const [kind, setKind] = useState<(typeof KINDS)[number]>('raise');
  const [value, setValue] = useState('10');
  const operation = operationFrom(kind, value);
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-md border bg-muted/40 p-3"
      data-testid="budget-bulk-bar"
      onSubmit={(event) => {
        event.preventDefault();
        if (operation) onPreview(operation);
      }}
    >
      <p className="w-full text-sm font-medium sm:w-auto sm:self-center">{t('bulk.selected', { count })}</p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="budget-operation">{t('bulk.operation')}</Label>
        <Select value={kind} onValueChange={(next) => setKind(next as (typeof KINDS)[number])}>
          <SelectTrigger id="budget-operation" className="w-36" data-testid="budget-operation">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {KINDS.map((option) => (
              <SelectItem key={option} value={option}>
                {t(`bulk.${option}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="budget-value">{t('bulk.value')}</Label>
        <Input id="budget-value" data-testid="budget-value" inputMode="decimal" className="w-32" value={value} onChange={(event) => setValue(event.target.value)} />
      </div>
      <Button type="submit" disabled={!operation || count === 0} data-testid="budget-preview-button">
        {t('bulk.preview')}
      </Button>
      <Button type="button" variant="ghost" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </form>
  );
}
