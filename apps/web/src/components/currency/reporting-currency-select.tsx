import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf } from '@/lib/trpc-error';
import { cn } from '@/lib/utils';
import { useReportingCurrency } from './use-reporting-currency';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';

/** A currency's name in the UI language ("peso colombiano"), or its code where the browser knows none. */
function currencyName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Reads and sets the caller's reporting currency among those with exchange rates. `trigger` replaces the shown value
 * (the dashboard's "change" link); the Settings page shows the value itself.
 */
export function ReportingCurrencySelect({ trigger, className }: { trigger?: string; className?: string }) {
  const { t, i18n } = useTranslation('currency');
  const renderMessage = useRenderMessage();
  const { preference, setPreference } = useReportingCurrency();
  // The reporting currency is the workspace's setting: everyone sees it, owners and admins change it.
  const refused = useWorkspaceRole().refusal('administer');
  const language = i18n.resolvedLanguage ?? 'en';
  if (!preference.data) return null;
  const { currency, available } = preference.data;
  const choose = (code: string) =>
    setPreference.mutate(
      { currency: code },
      { onError: (error) => toast({ title: renderMessage(clientErrorMessageOf(error)) ?? t('saveFailed'), variant: 'destructive' }) },
    );
  return (
    <RoleRefusal reason={refused}>
      <Select value={currency} onValueChange={choose} disabled={setPreference.isPending || refused !== undefined}>
        <SelectTrigger
          data-testid="reporting-currency-select"
          aria-label={t('selectLabel', { currency })}
          className={cn(trigger ? 'h-auto w-auto border-0 p-0 text-primary underline-offset-4 shadow-none hover:underline dark:bg-transparent [&>svg]:hidden' : 'w-64', className)}
        >
          {trigger ? <span>{trigger}</span> : <SelectValue />}
        </SelectTrigger>
        <SelectContent>
          {available.map((code) => (
            <SelectItem key={code} value={code}>
              {code} · {currencyName(code, language)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </RoleRefusal>
  );
}
