import { MoonIcon, SunIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { applyTheme, currentTheme } from '@/theme/theme';

export function ThemeToggle() {
  const { t } = useTranslation('layout');
  // public/theme-init.js has already put the starting theme on <html>; read it from there.
  const [theme, setTheme] = useState(currentTheme);
  const next = theme === 'dark' ? 'light' : 'dark';

  const toggle = () => {
    applyTheme(next);
    setTheme(next);
  };

  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={t(next === 'dark' ? 'header.themeToDark' : 'header.themeToLight')}>
      {theme === 'dark' ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
    </Button>
  );
}
