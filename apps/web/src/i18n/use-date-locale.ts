import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { useTranslation } from 'react-i18next';

/**
 * The date-fns locale of the current UI language, for formatting. The calendar adds its own labels to it
 * (components/ui/calendar.tsx), so react-day-picker loads only with a calendar.
 */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'es' ? es : enUS;
}
