import { useTranslation } from 'react-i18next';
import { LandingAuthActions } from './landing-auth-actions';
import { LandingLanguageSwitch } from './landing-language-switch';
import { LandingLogo } from './landing-logo';
import { textLink } from './landing-styles';
import { LandingThemeToggle } from './landing-theme-toggle';
import type { LandingSession } from './use-landing-session';

const ANCHORS = [
  { href: '#features', key: 'header.features' },
  { href: '#how-it-works', key: 'header.howItWorks' },
  { href: '#faq', key: 'header.faq' },
] as const;

/**
 * On a phone two rows (logo, theme and the ways in; then the section links and the language), from md up one row:
 * the row wrappers dissolve (`md:contents`) and `order` lines the items up. Every control has a fixed height, so
 * nothing below moves when the session check answers.
 */
export function LandingHeader({ session }: { session: LandingSession }) {
  const { t } = useTranslation('landing');
  return (
    <header className="border-b">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-3 sm:px-6 md:flex-row md:items-center md:gap-4">
        <div className="flex items-center gap-1.5 md:contents">
          <a href="/" className="mr-auto rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none md:mr-0">
            <LandingLogo />
          </a>
          <div className="md:order-3">
            <LandingThemeToggle />
          </div>
          <div className="md:order-4">
            <LandingAuthActions session={session} />
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 md:contents">
          <nav aria-label={t('header.nav')} className="md:order-1 md:flex md:flex-1 md:justify-center">
            <ul className="flex gap-x-4 text-sm font-medium whitespace-nowrap text-muted-foreground">
              {ANCHORS.map(({ href, key }) => (
                <li key={href}>
                  <a href={href} className={textLink}>
                    {t(key)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="md:order-2">
            <LandingLanguageSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}
