import { useTranslation } from 'react-i18next';
import { LandingLogo } from './landing-logo';
import { textLink } from './landing-styles';

const SUPPORT_EMAIL = 'support@adfleet.app';

const LINKS = [
  { href: '/facebook-credentials-guide', key: 'footer.credentialsGuide' },
  { href: '/privacy-policy', key: 'footer.privacy' },
  { href: '/terms-of-service', key: 'footer.terms' },
  { href: '/data-deletion', key: 'footer.dataDeletion' },
  { href: `mailto:${SUPPORT_EMAIL}`, key: 'footer.contact' },
] as const;

/** Extra room at the bottom so the pinned sandbox notice never covers the last links. */
export function LandingFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer className="border-t pb-20 text-sm text-muted-foreground">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-8 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-2">
          <LandingLogo alwaysNamed />
          <p>{t('footer.tagline')}</p>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-5">
            {LINKS.map(({ href, key }) => (
              <li key={href}>
                <a href={href} className={textLink}>
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
