import CopyIcon from 'lucide-react/icons/copy';
import GaugeIcon from 'lucide-react/icons/gauge';
import HandIcon from 'lucide-react/icons/hand';
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard';
import { useTranslation } from 'react-i18next';
import { card, sectionFrame, sectionTitle } from './landing-styles';

const ITEMS = [
  { key: 'panel', Icon: LayoutDashboardIcon },
  { key: 'duplication', Icon: CopyIcon },
  { key: 'control', Icon: HandIcon },
  { key: 'budgets', Icon: GaugeIcon },
] as const;

export function LandingDifferentiators() {
  const { t } = useTranslation('landing');
  return (
    <section id="differentiators" aria-labelledby="differentiators-title" className={sectionFrame}>
      <h2 id="differentiators-title" className={sectionTitle}>
        {t('differentiators.title')}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ITEMS.map(({ key, Icon }) => (
          <li key={key} className={card}>
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-4 font-semibold">{t(`differentiators.items.${key}.title`)}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{t(`differentiators.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
