import { useTranslation } from 'react-i18next';
import { sectionFrame, sectionTitle } from './landing-styles';

const ITEMS = ['time', 'control', 'errors'] as const;

export function LandingBenefits() {
  const { t } = useTranslation('landing');
  return (
    <section id="benefits" aria-labelledby="benefits-title" className={sectionFrame}>
      <h2 id="benefits-title" className={sectionTitle}>
        {t('benefits.title')}
      </h2>
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        {ITEMS.map((item) => (
          <div key={item} className="flex flex-col-reverse rounded-xl border bg-card p-6 text-center">
            <dt className="mt-1 text-muted-foreground">{t(`benefits.items.${item}.label`)}</dt>
            <dd className="text-5xl font-extrabold tracking-tight text-primary tabular-nums">{t(`benefits.items.${item}.figure`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 max-w-3xl text-sm text-muted-foreground">{t('benefits.note')}</p>
    </section>
  );
}
