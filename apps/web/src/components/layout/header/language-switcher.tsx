import { useTranslation } from 'react-i18next';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useSavePreferences } from '@/components/preferences/use-save-preferences';
import { isSupportedLanguage, SUPPORTED_LANGUAGES } from '@/i18n/language-detection';
import { LanguageButton } from './language-button';

/** `defaultOpen`: the reader pressed the button before this menu's code had arrived, so it opens as it arrives. */
export function LanguageSwitcher({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation(['layout', 'common']);
  const current = i18n.resolvedLanguage ?? 'en';
  const savePreferences = useSavePreferences();
  const choose = (language: string) => {
    void i18n.changeLanguage(language);
    if (isSupportedLanguage(language)) void savePreferences({ language }).catch(() => undefined);
  };
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('header.language')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current} onValueChange={choose}>
          {SUPPORTED_LANGUAGES.map((language) => (
            // Each name is written in its own language, so it is marked as such for screen readers.
            <DropdownMenuRadioItem key={language} value={language} lang={language}>
              {t(`common:languages.${language}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
