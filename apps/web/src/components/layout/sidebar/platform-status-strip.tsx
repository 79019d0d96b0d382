import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRightIcon, PlugIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { platformDisplayName } from '@/filters/platforms';
import { useTRPC } from '@/lib/trpc';
import { type PlatformBadge, platformBadges } from './platform-status';

const BADGE_VARIANTS = { reconnect: 'destructive', connected: 'success', syncing: 'secondary' } as const satisfies Record<PlatformBadge, string>;

/** Platform connection status at a glance; links to the connections panel on the accounts page. */
export function PlatformStatusStrip({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const trpc = useTRPC();
  const status = useQuery(trpc.connections.status.queryOptions());
  const badges = status.data ? platformBadges(status.data) : [];

  return (
    <Link
      to="/accounts"
      hash="ad-platform-connections"
      onClick={onNavigate}
      className="group flex items-center gap-3 rounded-md bg-muted/60 px-3 py-2 text-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <PlugIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold text-foreground">{t('platforms.title')}</span>
        {status.isPending ? (
          <span className="text-muted-foreground">{t('platforms.checking')}</span>
        ) : badges.length === 0 ? (
          <span className="text-muted-foreground">{t('platforms.empty')}</span>
        ) : (
          <span className="flex flex-wrap gap-1" data-testid="platform-status">
            {badges.map(({ name, badge }) => (
              <Badge key={name} variant={BADGE_VARIANTS[badge]} aria-label={t('platforms.label', { platform: platformDisplayName(name), status: t(`platforms.${badge}`) })}>
                {platformDisplayName(name)} · {t(`platforms.${badge}`)}
              </Badge>
            ))}
          </span>
        )}
      </span>
      <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
