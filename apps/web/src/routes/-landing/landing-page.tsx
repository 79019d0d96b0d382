import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingAudience } from './landing-audience';
import { LandingBenefits } from './landing-benefits';
import { LandingClosing } from './landing-closing';
import { LandingDifferentiators } from './landing-differentiators';
import { LandingFaq } from './landing-faq';
import { LandingFeatures } from './landing-features';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';
import { LandingHowItWorks } from './landing-how-it-works';
import { LandingPlans } from './landing-plans';
import { LandingSandboxBanner } from './landing-sandbox-banner';
import { LandingSecurity } from './landing-security';
import { LandingWhatItIs } from './landing-what-it-is';
import { useLandingSession } from './use-landing-session';

/**
 * The public front page, in the spec's order. It relies on nothing but React and i18next, so it renders the same
 * whether it booted on its own (src/landing-main.tsx) or inside the signed-in app's router (routes/index.tsx).
 */
export function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  const session = useLandingSession();
  const title = t('landing:meta.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/50"
      >
        {t('common:skipToContent')}
      </a>
      <LandingHeader session={session} />
      <main id="main-content" className="flex-1">
        <LandingHero session={session} />
        <LandingWhatItIs />
        <LandingDifferentiators />
        <LandingFeatures />
        <LandingSecurity />
        <LandingHowItWorks />
        <LandingBenefits />
        <LandingAudience />
        <LandingFaq />
        <LandingClosing session={session} />
        <LandingPlans />
      </main>
      <LandingFooter />
      <LandingSandboxBanner />
    </div>
  );
}
