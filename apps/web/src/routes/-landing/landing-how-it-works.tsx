import { useTranslation } from 'react-i18next';
import { sectionFrame, sectionSubtitle, sectionTitle } from './landing-styles';

const STEPS = ['register', 'connect', 'review', 'duplicate'] as const;

export function LandingHowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className={sectionFrame}>
      <h2 id="how-it-works-title" className={sectionTitle}>
        {t('howItWorks.title')}
      </h2>
      <p className={sectionSubtitle}>{t('howItWorks.subtitle')}</p>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step} className="relative border-t-2 border-primary/30 pt-5">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold">{t(`howItWorks.steps.${step}.title`)}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{t(`howItWorks.steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
