import { createFileRoute, Link } from '@tanstack/react-router';
import { ActivityIcon, ArrowRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '@/components/app-logo';
import { LanguageSwitcher } from '@/components/layout/header/language-switcher';
import { ThemeToggle } from '@/components/layout/header/theme-toggle';
import { SimpleLayout } from '@/components/layout/simple-layout';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';

export const Route = createFileRoute('/')({
  component: LandingPage,
});

/** The public front page: what AdFleet is, and the ways in (sign in, create an account, system status). */
function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  usePageTitle();
  return (
    <SimpleLayout>
      <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4 md:px-6">
        <AppLogo />
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </div>
      <section className="relative mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-16 pb-20 text-center md:pt-24">
        {/* A soft glow behind the title; purely decorative. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 mx-auto h-80 max-w-xl rounded-full bg-primary/15 blur-3xl" />
        <h1 className="bg-gradient-to-br from-foreground to-primary bg-clip-text text-5xl font-extrabold tracking-tight text-transparent md:text-6xl">
          {t('common:appName')}
        </h1>
        <p className="max-w-xl text-lg text-balance text-muted-foreground">{t('pitch')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/login">
              {t('signIn')}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/register">{t('createAccount')}</Link>
          </Button>
        </div>
        <Badge variant="secondary" className="px-3 py-1 text-sm">
          {t('tiktokComingSoon')}
        </Badge>
        <Link to="/auth-diagnostics" className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          <ActivityIcon aria-hidden="true" className="size-4" />
          {t('systemStatus')}
        </Link>
      </section>
    </SimpleLayout>
  );
}
