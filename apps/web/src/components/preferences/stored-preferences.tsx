import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/lib/trpc';
import { applyTheme, currentTheme } from '@/theme/theme';

/**
 * Applies the language and theme stored on the account once it is known after sign-in (ADR 0034), so they follow the
 * person to this browser. A `?lng=` in the address (a shared link in a given language) wins for this visit.
 */
export function StoredPreferences() {
  const trpc = useTRPC();
  const { i18n } = useTranslation();
  const settings = useQuery(trpc.settings.get.queryOptions());
  const applied = useRef(false);
  const language = settings.data?.language;
  const theme = settings.data?.theme;

  useEffect(() => {
    if (applied.current || !settings.isSuccess) return;
    applied.current = true;
    const linkedLanguage = new URLSearchParams(window.location.search).has('lng');
    if (language && !linkedLanguage && i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
    if (theme && currentTheme() !== theme) applyTheme(theme);
  }, [settings.isSuccess, language, theme, i18n]);

  return null;
}
