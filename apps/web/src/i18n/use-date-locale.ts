import type { DayPickerLocale } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import { useTranslation } from 'react-i18next';

/** The date-fns locale (with DayPicker's labels) of the current UI language, for formatting and the calendar. */
export function useDateLocale(): DayPickerLocale {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'es' ? es : enUS;
}
