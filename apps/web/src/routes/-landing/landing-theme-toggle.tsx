import MoonIcon from 'lucide-react/icons/moon';
import SunIcon from 'lucide-react/icons/sun';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme, currentTheme, subscribeTheme } from '@/theme/theme';
import { ghostButton } from './landing-styles';

/** The header's theme switch without the signed-in preference sync (a visitor here has no preferences to save). */
export function LandingThemeToggle() {
  const { t } = useTranslation('layout');
  const theme = useSyncExternalStore(subscribeTheme, currentTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" onClick={() => applyTheme(next)} aria-label={t(next === 'dark' ? 'header.themeToDark' : 'header.themeToLight')} className={`${ghostButton} size-8`}>
      {theme === 'dark' ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
    </button>
  );
}
