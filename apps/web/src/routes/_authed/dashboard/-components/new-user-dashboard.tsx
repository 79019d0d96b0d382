import { CalendarRangeIcon, CopyIcon, MegaphoneIcon, WalletIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { useFilters } from '@/filters/filters-context';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '@/lib/platform-links';
import { ConnectPlatformActions } from './connect-platform-actions';
import { RecentActivityCard } from './recent-activity-card';
import { useClientView } from '@/workspaces/client-view';

const PREVIEW = [
  { key: 'figures', icon: WalletIcon },
  { key: 'chart', icon: CalendarRangeIcon },
  { key: 'campaigns', icon: MegaphoneIcon },
  { key: 'clone', icon: CopyIcon },
] as const;

/** Nothing connected yet: one clear first step and what the dashboard will show once it is done, instead of tiles of zeros. */
export function NewUserDashboard() {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const previewId = useId();
  // A client with nothing shared yet waits for the agency: there is nothing for them to connect.
  const clientView = useClientView();
  const step = clientView ? 'clientFirstStep' : 'firstStep';
  const preview = clientView ? PREVIEW.filter(({ key }) => key !== 'clone') : PREVIEW;
  // The header's platform narrows the first step to its own connection; with none chosen, both are offered.
  const { platformId } = useFilters();
  const description = clientView
    ? t('clientFirstStep.description')
    : platformId === FACEBOOK_PLATFORM_ID
      ? t('firstStep.descriptionFacebook')
      : platformId === TIKTOK_PLATFORM_ID
        ? t('firstStep.descriptionTikTok')
        : t('firstStep.description');

  return (
    <div className="flex flex-col gap-6" data-testid="new-user-dashboard">
      <Card asChild className="border-primary/40">
        <section aria-labelledby={headingId}>
          <CardContent className="flex flex-col items-start gap-3">
            {!clientView && <Badge variant="outline">{t('firstStep.badge')}</Badge>}
            <h2 id={headingId} className="text-xl font-semibold tracking-tight">
              {t(`${step}.title`)}
            </h2>
            <p className="max-w-2xl text-sm text-muted-foreground">{description}</p>
            <ConnectPlatformActions
              className="mt-1"
              platformId={platformId}
              labels={{ facebook: t('firstStep.connect'), tiktok: t('firstStep.connectTikTok'), connecting: t('firstStep.connecting'), manage: t('firstStep.manage') }}
            />
          </CardContent>
        </section>
      </Card>
      <section aria-labelledby={previewId} className="flex flex-col gap-3">
        <h2 id={previewId} className="text-lg font-semibold tracking-tight">
          {t(`${step}.previewTitle`)}
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {preview.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-3 rounded-xl border border-dashed p-4">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="flex flex-col gap-1">
                <span className="font-medium">{t(`firstStep.preview.${key}.title`)}</span>
                <span className="text-sm text-muted-foreground">{clientView && key === 'campaigns' ? t('clientFirstStep.campaignsBody') : t(`firstStep.preview.${key}.body`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      {/* Real already: the account was created and signed in. */}
      <RecentActivityCard />
    </div>
  );
}
