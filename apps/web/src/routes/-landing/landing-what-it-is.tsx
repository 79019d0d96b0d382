import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import { card, sectionFrame, sectionTitle } from './landing-styles';

export function LandingWhatItIs() {
  const { t } = useTranslation('landing');
  return (
    <section id="what-it-is" aria-labelledby="what-it-is-title" className={sectionFrame}>
      <div className="grid gap-8 md:grid-cols-[3fr_2fr] md:items-start">
        <div>
          <h2 id="what-it-is-title" className={sectionTitle}>
            {t('whatItIs.title')}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground text-pretty">{t('whatItIs.body')}</p>
        </div>
        <div className={card}>
          <h3 className="flex items-center gap-2 font-semibold">
            <ShieldCheckIcon aria-hidden="true" className="size-5 text-primary" />
            {t('whatItIs.permissionsTitle')}
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">{t('whatItIs.permissions')}</p>
        </div>
      </div>
    </section>
  );
}
