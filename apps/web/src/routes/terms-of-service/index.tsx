import { createFileRoute, Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { LegalPage, LegalSection, legalLinkClass } from '@/components/legal/legal-page';

export const Route = createFileRoute('/terms-of-service/')({
  component: TermsOfServicePage,
});

const SUPPORT_EMAIL = 'support@adfleet.app';
/** 12 May 2025, local midnight so the formatted day never shifts with the time zone. */
const LAST_UPDATED = new Date(2025, 4, 12);

const SECTIONS_BEFORE_DATA = ['introduction', 'account', 'billing', 'api'] as const;
const SECTIONS_AFTER_DATA = ['ip', 'termination', 'liability', 'changes'] as const;

function TermsOfServicePage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage title={t('terms.title')} description={t('terms.description')} lastUpdated={LAST_UPDATED} scrollable>
      {SECTIONS_BEFORE_DATA.map((section) => (
        <LegalSection key={section} title={t(`terms.sections.${section}.title`)}>
          <p>{t(`terms.sections.${section}.body`)}</p>
        </LegalSection>
      ))}
      <LegalSection title={t('terms.sections.data.title')}>
        <p>
          <Trans t={t} i18nKey="terms.sections.data.body" components={{ privacy: <Link to="/privacy-policy" className={legalLinkClass} /> }} />
        </p>
      </LegalSection>
      {SECTIONS_AFTER_DATA.map((section) => (
        <LegalSection key={section} title={t(`terms.sections.${section}.title`)}>
          <p>{t(`terms.sections.${section}.body`)}</p>
        </LegalSection>
      ))}
      <LegalSection title={t('terms.sections.contact.title')}>
        <p>
          <Trans
            t={t}
            i18nKey="terms.sections.contact.body"
            values={{ email: SUPPORT_EMAIL }}
            components={{ mail: <a href={`mailto:${SUPPORT_EMAIL}`} className={legalLinkClass} /> }}
          />
        </p>
      </LegalSection>
    </LegalPage>
  );
}
