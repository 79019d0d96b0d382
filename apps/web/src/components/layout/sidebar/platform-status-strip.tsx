import { Link } from '@tanstack/react-router';
import { ChevronRightIcon, PlugIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Platform connection status at a glance; links to the connections panel on the accounts page. */
export function PlatformStatusStrip({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Link
      to="/accounts"
      hash="ad-platform-connections"
      onClick={onNavigate}
      className="group flex items-center gap-3 rounded-md bg-muted/60 px-3 py-2 text-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <PlugIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-foreground">{t('platforms.title')}</span>
        <span className="text-muted-foreground">{t('platforms.empty')}</span>
      </span>
      <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
