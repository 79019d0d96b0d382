import { InfoIcon, PlugIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, TikTokIcon } from '@/components/auth/brand-icons';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { FACEBOOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';

/** The sidebar's platform strip links to this section (#ad-platform-connections). */
export const PLATFORM_CONNECTIONS_ID = 'ad-platform-connections';

export function PlatformConnections() {
  const { t } = useTranslation('accounts');
  const headingId = useId();
  return (
    <section id={PLATFORM_CONNECTIONS_ID} aria-labelledby={headingId} className="flex scroll-mt-24 flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {t('connections.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <FacebookCard />
        <TikTokCard />
      </div>
    </section>
  );
}

function PlatformCard({ icon, title, description, badge, children }: { icon: ReactNode; title: string; description: string; badge?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card asChild>
      <article aria-labelledby={titleId}>
        <CardHeader className="flex-nowrap">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">{icon}</span>
            <div className="flex min-w-0 flex-col gap-1">
              <h3 id={titleId} className="leading-none font-semibold">
                {title}
              </h3>
              <p className="text-sm text-muted-foreground">{description}</p>
            </div>
          </div>
          {badge}
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">{children}</CardContent>
      </article>
    </Card>
  );
}

function FacebookCard() {
  const { t } = useTranslation('accounts');
  const { connecting, connect } = usePlatformConnect();
  return (
    <PlatformCard icon={<FacebookIcon className="size-5 text-[#1877F2]" />} title={t('facebook.title')} description={t('facebook.description')}>
      <Alert variant="info">
        <InfoIcon aria-hidden="true" />
        <AlertTitle>{t('facebook.notConnectedTitle')}</AlertTitle>
        <AlertDescription>{t('facebook.notConnected')}</AlertDescription>
      </Alert>
      <Button className="mt-auto self-start" disabled={connecting} onClick={() => connect(FACEBOOK_CONNECT_URL)}>
        {connecting ? <Spinner /> : <PlugIcon aria-hidden="true" />}
        {connecting ? t('facebook.connecting') : t('facebook.connect')}
      </Button>
    </PlatformCard>
  );
}

function TikTokCard() {
  const { t } = useTranslation('accounts');
  return (
    <PlatformCard
      icon={<TikTokIcon className="size-5" />}
      title={t('tiktok.title')}
      description={t('tiktok.description')}
      badge={<Badge variant="secondary">{t('tiktok.comingSoon')}</Badge>}
    >
      <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">{t('tiktok.comingSoonDescription')}</p>
      <Button className="mt-auto self-start" variant="outline" disabled>
        <PlugIcon aria-hidden="true" />
        {t('tiktok.connect')}
      </Button>
    </PlatformCard>
  );
}
