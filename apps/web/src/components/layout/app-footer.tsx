import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const SUPPORT_EMAIL = 'support@adfleet.app';

const LEGAL_LINKS = [
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/data-deletion', key: 'footer.dataDeletion' },
  { to: '/terms-of-service', key: 'footer.terms' },
] as const;

const linkClass = 'rounded-sm hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

export function AppFooter() {
  const { t } = useTranslation('layout');
  return (
    <footer className="border-t px-4 py-5 text-sm text-muted-foreground md:px-6">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {LEGAL_LINKS.map(({ to, key }) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {t(key)}
                </Link>
              </li>
            ))}
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                {t('footer.contact')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
