import KeyRoundIcon from 'lucide-react/icons/key-round';
import ListChecksIcon from 'lucide-react/icons/list-checks';
import LockIcon from 'lucide-react/icons/lock';
import UserCheckIcon from 'lucide-react/icons/user-check';
import { useTranslation } from 'react-i18next';
import { sectionFrame, sectionSubtitle, sectionTitle } from './landing-styles';

const ITEMS = [
  { key: 'encryption', Icon: LockIcon },
  { key: 'audit', Icon: ListChecksIcon },
  { key: 'permissions', Icon: KeyRoundIcon },
  { key: 'rights', Icon: UserCheckIcon },
] as const;

export function LandingSecurity() {
  const { t } = useTranslation('landing');
  return (
    <section id="security" aria-labelledby="security-title" className={sectionFrame}>
      <div className="rounded-2xl border bg-muted/50 p-6 md:p-10">
        <h2 id="security-title" className={sectionTitle}>
          {t('security.title')}
        </h2>
        <p className={sectionSubtitle}>{t('security.subtitle')}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {ITEMS.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{t(`security.items.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(`security.items.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
