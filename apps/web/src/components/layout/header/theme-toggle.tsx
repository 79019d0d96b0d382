import { MoonIcon, SunIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSavePreferences } from '@/components/preferences/use-save-preferences';
import { applyTheme, currentTheme, subscribeTheme } from '@/theme/theme';

export function ThemeToggle() {
  const { t } = useTranslation('layout');
  const savePreferences = useSavePreferences();
  // public/theme-init.js has already put the starting theme on <html>; read it from there, and follow it.
  const theme = useSyncExternalStore(subscribeTheme, currentTheme);
  const next = theme === 'dark' ? 'light' : 'dark';

  const toggle = () => {
    applyTheme(next);
    void savePreferences({ theme: next }).catch(() => undefined);
  };

  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={t(next === 'dark' ? 'header.themeToDark' : 'header.themeToLight')}>
      {theme === 'dark' ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
    </Button>
  );
}
