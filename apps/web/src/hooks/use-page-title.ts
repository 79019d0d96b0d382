import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab and history entry after the page, "Dashboard · AdFleet", in the UI's language (the title
 * follows a language switch because the caller's translated text changes). Without a page name it is just the app's.
 */
export function usePageTitle(pageName?: string) {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = pageName ? `${pageName} · ${appName}` : appName;
  }, [pageName, appName]);
}
