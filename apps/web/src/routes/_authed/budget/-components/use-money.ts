import { formatMinor } from '@adfleet/core/money';
import { useMoneyLocale } from '@/i18n/use-money-locale';

/** Formats Meta's minor units of a currency in the UI language's number format. */
export function useMoney() {
  const locale = useMoneyLocale();
  return (minor: number, currency: string) => formatMinor(minor, currency, locale);
}
