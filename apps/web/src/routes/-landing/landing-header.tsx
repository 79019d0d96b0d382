import { useTranslation } from 'react-i18next';
import { LandingLogo } from './landing-logo';
import { LandingAuthActions } from './landing-auth-actions';
import { LandingLanguageSwitch } from './landing-language-switch';
import { LandingThemeToggle } from './landing-theme-toggle';
import type { LandingSession } from './use-landing-session';
import { textLink } from './landing-styles';

const ANCHORS = [
  { href: '#features', key: 'header.features' },
  { href: '#how-it-works', key: 'header.howItWorks' },
  { href: '#faq', key: 'header.faq' },
] as const;

/**
 * Two rows on a phone (logo and the ways in; then the section links, language and theme), one row from md up.
 * Every control keeps a fixed height, so nothing below moves when the session check answers.
 */
export function LandingHeader({ session }: { session: LandingSession }) {
  const { t } = useTranslation('landing');
  return (
    <header className="border-b">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6 md:grid-cols-[auto_1fr_auto_auto]">
        <a href="/" className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          <LandingLogo />
        </a>
        <div className="flex justify-end md:order-last">
          <LandingAuthActions session={session} />
        </div>
        <nav aria-label={t('header.nav')} className="md:justify-self-center">
          <ul className="flex gap-x-4 text-sm font-medium text-muted-foreground">
            {ANCHORS.map(({ href, key }) => (
              <li key={href}>
                <a href={href} className={textLink}>
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center justify-end gap-1">
          <LandingLanguageSwitch />
          <LandingThemeToggle />
        </div>
      </div>
    </header>
  );
}
