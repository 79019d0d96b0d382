import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, GoogleIcon, TikTokIcon } from '@/components/auth/brand-icons';
import type { LandingSession } from './use-landing-session';
import { largeSize, outlineButton, primaryButton } from './landing-styles';

/** Live platforms carry the success dot; a planned one stays muted, so the strip never promises more than the words. */
const PLATFORMS = [
  { key: 'hero.meta', Icon: FacebookIcon, dot: 'bg-success' },
  { key: 'hero.tiktok', Icon: TikTokIcon, dot: 'bg-success' },
  { key: 'hero.google', Icon: GoogleIcon, dot: 'bg-muted-foreground/50' },
] as const;

export function LandingHero({ session }: { session: LandingSession }) {
  const { t } = useTranslation('landing');
  const signedIn = session === 'signedIn';
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      {/* A soft glow behind the title; decorative, and clipped so it never widens the page. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 mx-auto h-80 max-w-2xl rounded-full bg-primary/15 blur-3xl" />
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center gap-6 px-4 pt-14 pb-16 text-center sm:px-6 md:pt-24 md:pb-20">
        <p className="text-sm font-medium text-primary text-balance">{t('hero.eyebrow')}</p>
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl md:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground text-pretty">{t('hero.subtitle')}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <a href={signedIn ? '/dashboard' : '/login'} className={`${primaryButton} ${largeSize}`}>
            {signedIn ? t('header.openDashboard') : t('hero.cta')}
            <ArrowRightIcon aria-hidden="true" />
          </a>
          <a href="#how-it-works" className={`${outlineButton} ${largeSize}`}>
            {t('hero.secondary')}
          </a>
        </div>
        <ul aria-label={t('hero.platforms')} className="flex flex-wrap justify-center gap-2 text-sm">
          {PLATFORMS.map(({ key, Icon, dot }) => (
            <li key={key} className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-muted-foreground">
              <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
              <Icon className="size-3.5 shrink-0" />
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
