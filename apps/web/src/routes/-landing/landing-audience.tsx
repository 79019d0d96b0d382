import BriefcaseIcon from 'lucide-react/icons/briefcase';
import BuildingIcon from 'lucide-react/icons/building';
import ShoppingBagIcon from 'lucide-react/icons/shopping-bag';
import UserIcon from 'lucide-react/icons/user';
import { useTranslation } from 'react-i18next';
import { card, sectionFrame, sectionTitle } from './landing-styles';

const ITEMS = [
  { key: 'agencies', Icon: BuildingIcon },
  { key: 'freelancers', Icon: UserIcon },
  { key: 'ecommerce', Icon: ShoppingBagIcon },
  { key: 'teams', Icon: BriefcaseIcon },
] as const;

export function LandingAudience() {
  const { t } = useTranslation('landing');
  return (
    <section id="audience" aria-labelledby="audience-title" className={sectionFrame}>
      <h2 id="audience-title" className={sectionTitle}>
        {t('audience.title')}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ITEMS.map(({ key, Icon }) => (
          <li key={key} className={`${card} flex gap-3`}>
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <h3 className="font-semibold">{t(`audience.items.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`audience.items.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
