import FlaskConicalIcon from 'lucide-react/icons/flask-conical';
import { useTranslation } from 'react-i18next';
import { useSandboxMode } from './use-sandbox-mode';

/**
 * The app's sandbox notice, pinned to the bottom edge here: it appears once the server has answered, and at the top
 * it would push the whole page down (a layout shift).
 */
export function LandingSandboxBanner() {
  const { t } = useTranslation('layout');
  if (!useSandboxMode()) return null;
  return (
    <aside
      aria-label={t('sandbox.label')}
      className="fixed inset-x-0 bottom-0 z-10 flex items-start gap-2 border-t border-amber-500/30 bg-amber-50 px-4 py-2 text-sm text-amber-800 sm:items-center md:px-6 dark:bg-[oklch(0.24_0.04_75)] dark:text-amber-200"
    >
      <FlaskConicalIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
      <p>
        <strong className="font-semibold">{t('sandbox.label')}</strong> <span>{t('sandbox.text')}</span>
      </p>
    </aside>
  );
}
