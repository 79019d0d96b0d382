import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@/i18n/language-detection';

/** Two buttons rather than a menu: one tap, and no popover code on the landing page. */
export function LandingLanguageSwitch() {
  const { t, i18n } = useTranslation(['landing', 'common']);
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <div role="group" aria-label={t('header.language')} className="inline-flex h-8 items-center rounded-md border p-0.5">
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-label={t(`common:languages.${language}`)}
          aria-pressed={current === language}
          onClick={() => void i18n.changeLanguage(language)}
          className="h-full min-w-8 rounded-sm px-1.5 text-xs font-semibold uppercase text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-accent aria-pressed:text-accent-foreground"
        >
          {language}
        </button>
      ))}
    </div>
  );
}
