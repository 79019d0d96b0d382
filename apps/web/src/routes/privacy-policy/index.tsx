import { createFileRoute, Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { LegalPage, LegalSection, legalLinkClass } from '@/components/legal/legal-page';

export const Route = createFileRoute('/privacy-policy/')({
  component: PrivacyPolicyPage,
});

const PRIVACY_EMAIL = 'privacy@adfleet.app';
/** 11 May 2025, local midnight so the formatted day never shifts with the time zone. */
const LAST_UPDATED = new Date(2025, 4, 11);

const PLAIN_SECTIONS = ['use', 'sharing', 'adPlatform', 'security'] as const;
const COLLECTED_ITEMS = ['name', 'email', 'credentials', 'tokens', 'sessions', 'usage', 'adPlatform', 'preferences'] as const;
const RIGHTS_ITEMS = ['access', 'correction', 'deletion', 'consent', 'portability'] as const;

function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage title={t('privacy.title')} description={t('privacy.description')} lastUpdated={LAST_UPDATED} scrollable>
      <LegalSection title={t('privacy.sections.introduction.title')}>
        <p>{t('privacy.sections.introduction.body')}</p>
      </LegalSection>
      <LegalSection title={t('privacy.sections.collected.title')}>
        <p>{t('privacy.sections.collected.body')}</p>
        <ul className="list-disc pl-5">
          {COLLECTED_ITEMS.map((item) => (
            <li key={item}>{t(`privacy.sections.collected.items.${item}`)}</li>
          ))}
        </ul>
      </LegalSection>
      {PLAIN_SECTIONS.map((section) => (
        <LegalSection key={section} title={t(`privacy.sections.${section}.title`)}>
          <p>{t(`privacy.sections.${section}.body`)}</p>
          {/* TikTok's reads, writes and withdrawal differ from Meta's enough to need their own paragraph. */}
          {section === 'adPlatform' && <p>{t('privacy.sections.adPlatform.tiktok')}</p>}
        </LegalSection>
      ))}
      <LegalSection title={t('privacy.sections.rights.title')}>
        <p>{t('privacy.sections.rights.body')}</p>
        <ul className="list-disc pl-5">
          {RIGHTS_ITEMS.map((item) => (
            <li key={item}>{t(`privacy.sections.rights.items.${item}`)}</li>
          ))}
        </ul>
        <p>
          <Trans t={t} i18nKey="privacy.sections.rights.deletion" components={{ deletion: <Link to="/data-deletion" className={legalLinkClass} /> }} />
        </p>
      </LegalSection>
      <LegalSection title={t('privacy.sections.retention.title')}>
        <p>{t('privacy.sections.retention.body')}</p>
      </LegalSection>
      <LegalSection title={t('privacy.sections.changes.title')}>
        <p>{t('privacy.sections.changes.body')}</p>
      </LegalSection>
      <LegalSection title={t('privacy.sections.contact.title')}>
        <p>
          <Trans
            t={t}
            i18nKey="privacy.sections.contact.body"
            values={{ email: PRIVACY_EMAIL }}
            components={{ mail: <a href={`mailto:${PRIVACY_EMAIL}`} className={legalLinkClass} /> }}
          />
        </p>
      </LegalSection>
    </LegalPage>
  );
}
