import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, TikTokIcon } from '@/components/auth/brand-icons';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useFilters } from '@/filters/filters-context';
import { platformDisplayName, useComingSoonPlatform, usePlatforms } from '@/filters/platforms';

/** What a screen shows for a platform the selector offers but AdFleet cannot read yet, instead of an empty Facebook screen. */
export function PlatformComingSoon({ platform }: { platform: string }) {
  const { t } = useTranslation('layout');
  const { setPlatformId } = useFilters();
  const facebook = usePlatforms().find(({ name }) => name === 'facebook');
  const name = platformDisplayName(platform);
  return (
    <Card data-testid="platform-coming-soon">
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        {platform === 'tiktok' && (
          <span className="flex size-12 items-center justify-center rounded-full bg-muted">
            <TikTokIcon aria-hidden="true" className="size-6" />
          </span>
        )}
        <h2 className="text-xl font-semibold tracking-tight">{t('comingSoon.title', { platform: name })}</h2>
        <p className="max-w-lg text-sm text-muted-foreground">{t('comingSoon.description', { platform: name })}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {facebook && (
            <Button onClick={() => setPlatformId(facebook.id)}>
              <FacebookIcon aria-hidden="true" />
              {t('comingSoon.showFacebook')}
            </Button>
          )}
          <Button variant="outline" onClick={() => setPlatformId(null)}>
            {t('comingSoon.showAll')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** A screen's data, unless the header's platform is one that is only announced: then its coming-soon state. */
export function ComingSoonGate({ children }: { children: ReactNode }) {
  const platform = useComingSoonPlatform();
  return platform ? <PlatformComingSoon platform={platform} /> : children;
}
