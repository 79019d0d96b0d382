import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '@/components/app-logo';
import { SimpleLayout } from '@/components/layout/simple-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ScrollArea } from '@/components/ui/scroll-area';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatDate } from '@/lib/date-format';

interface LegalPageProps {
  title: string;
  description: string;
  /** Shown under the heading as "Last updated: …" in the current language's date format. */
  lastUpdated?: Date;
  /** Long documents scroll inside a box of 70% of the viewport height rather than the whole page. */
  scrollable?: boolean;
  children: ReactNode;
}

/** The frame of the public documents (privacy policy, terms, data deletion, credentials guide): logo, heading, content. */
export function LegalPage({ title, description, lastUpdated, scrollable = false, children }: LegalPageProps) {
  // The frame's words come with the shell's texts (common), so the data-deletion pages, whose own texts are not the
  // legal namespace, draw their frame without waiting for it.
  const { t, i18n } = useTranslation('common');
  usePageTitle(title);
  const date = lastUpdated && formatDate(lastUpdated, i18n.resolvedLanguage);

  return (
    <SimpleLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 md:px-6 md:py-12">
        <div className="flex items-center justify-between gap-4">
          <Link to="/" className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
            <AppLogo />
          </Link>
          <Button variant="ghost" size="sm" asChild>
            <Link to="/">
              <ArrowLeftIcon aria-hidden="true" />
              {t('legalFrame.backHome')}
            </Link>
          </Button>
        </div>
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
          {date && <p className="text-sm text-muted-foreground">{t('legalFrame.lastUpdated', { date })}</p>}
        </header>
        {scrollable ? (
          <Card className="py-0">
            <ScrollArea viewportClassName="max-h-[70vh]">
              <CardContent className="py-6">
                <div className="flex flex-col gap-6">{children}</div>
              </CardContent>
            </ScrollArea>
          </Card>
        ) : (
          children
        )}
      </div>
    </SimpleLayout>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      <div className="flex flex-col gap-2 text-sm leading-relaxed text-muted-foreground md:text-base">{children}</div>
    </section>
  );
}

export const legalLinkClass = 'font-medium text-primary underline-offset-4 hover:underline';
