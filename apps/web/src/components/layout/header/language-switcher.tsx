import { LanguagesIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Button } from '@/components/ui/button';
import { useSavePreferences } from '@/components/preferences/use-save-preferences';
import { isSupportedLanguage, SUPPORTED_LANGUAGES } from '@/i18n/language-detection';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation(['layout', 'common']);
  const current = i18n.resolvedLanguage ?? 'en';
  const savePreferences = useSavePreferences();
  const choose = (language: string) => {
    void i18n.changeLanguage(language);
    if (isSupportedLanguage(language)) void savePreferences({ language }).catch(() => undefined);
  };
  return (
    <DropdownMenu>
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

/** The menu's trigger: the language in use, as its code. */
function LanguageButton(props: ComponentProps<typeof Button>) {
  const { t, i18n } = useTranslation('layout');
  return (
    <Button variant="ghost" size="sm" aria-label={t('header.language')} {...props}>
      <LanguagesIcon aria-hidden="true" />
      <span className="text-xs font-semibold uppercase">{i18n.resolvedLanguage ?? 'en'}</span>
    </Button>
  );
}
