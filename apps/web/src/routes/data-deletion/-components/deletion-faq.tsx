import { useTranslation } from 'react-i18next';
import { LegalSection } from '@/components/legal/legal-page';

const FAQ = ['duration', 'scope', 'permanent'] as const;

export function DeletionFaq() {
  const { t } = useTranslation('dataRights');
  return (
    <LegalSection title={t('request.faq.title')}>
      <dl className="flex flex-col gap-4">
        {FAQ.map((item) => (
          <div key={item} className="flex flex-col gap-1">
            <dt className="font-medium text-foreground">{t(`request.faq.${item}.question`)}</dt>
            <dd>{t(`request.faq.${item}.answer`)}</dd>
          </div>
        ))}
      </dl>
    </LegalSection>
  );
}
