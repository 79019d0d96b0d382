import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { useTranslation } from 'react-i18next';
import type { LandingSession } from './use-landing-session';
import { largeSize, sectionFrame } from './landing-styles';

export function LandingClosing({ session }: { session: LandingSession }) {
  const { t } = useTranslation('landing');
  const signedIn = session === 'signedIn';
  return (
    <section id="get-started" aria-labelledby="closing-title" className={sectionFrame}>
      <div className="flex flex-col items-center gap-5 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground md:py-16">
        <h2 id="closing-title" className="max-w-2xl text-3xl font-bold tracking-tight text-balance md:text-4xl">
          {t('closing.title')}
        </h2>
        <p className="max-w-xl text-lg opacity-90">{t('closing.body')}</p>
        <a
          href={signedIn ? '/dashboard' : '/login'}
          className={`inline-flex items-center justify-center gap-2 rounded-md bg-primary-foreground font-medium text-primary shadow-xs outline-none hover:bg-primary-foreground/90 focus-visible:ring-[3px] focus-visible:ring-primary-foreground/60 [&_svg]:size-4 ${largeSize}`}
        >
          {signedIn ? t('header.openDashboard') : t('closing.cta')}
          <ArrowRightIcon aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
