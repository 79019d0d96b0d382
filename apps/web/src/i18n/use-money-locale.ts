import { moneyLocale } from '@adfleet/core/money';
import { useTranslation } from 'react-i18next';

/** The locale amounts and counts are written in for the current UI language (es-CO in Spanish, en-US in English). */
export function useMoneyLocale(): string {
  const { i18n } = useTranslation();
  return moneyLocale(i18n.resolvedLanguage);
}
