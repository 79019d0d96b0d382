import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useSavePreferences } from '@/components/preferences/use-save-preferences';
import { toast } from '@/hooks/use-toast';
import { isSupportedLanguage, SUPPORTED_LANGUAGES } from '@/i18n/language-detection';
import { applyTheme, currentTheme, subscribeTheme, type Theme } from '@/theme/theme';

const THEMES: Theme[] = ['light', 'dark'];

/** The header's language and theme choices, here with their names; both are stored on the account. */
export function PreferencesFields() {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const savePreferences = useSavePreferences();
  const language = i18n.resolvedLanguage ?? 'en';
  const theme = useSyncExternalStore(subscribeTheme, currentTheme);
  const failed = () => toast({ title: t('preferences.failed'), variant: 'destructive' });

  const chooseLanguage = (value: string) => {
    if (!isSupportedLanguage(value)) return;
    void i18n.changeLanguage(value);
    savePreferences({ language: value }).catch(failed);
  };
  const chooseTheme = (value: string) => {
    if (value !== 'light' && value !== 'dark') return;
    applyTheme(value);
    savePreferences({ theme: value }).catch(failed);
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor="settings-language">{t('preferences.language')}</Label>
        <Select value={language} onValueChange={chooseLanguage}>
          <SelectTrigger id="settings-language" className="w-full" data-testid="settings-language">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SUPPORTED_LANGUAGES.map((option) => (
              <SelectItem key={option} value={option} lang={option}>
                {t(`common:languages.${option}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="settings-theme">{t('preferences.theme')}</Label>
        <Select value={theme} onValueChange={chooseTheme}>
          <SelectTrigger id="settings-theme" className="w-full" data-testid="settings-theme">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {THEMES.map((option) => (
              <SelectItem key={option} value={option}>
                {t(`preferences.${option}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
