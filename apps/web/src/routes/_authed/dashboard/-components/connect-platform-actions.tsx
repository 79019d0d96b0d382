import { Link } from '@tanstack/react-router';
import { ArrowRightIcon } from 'lucide-react';
import { useState } from 'react';
import { FacebookIcon, TikTokIcon } from '@/components/auth/brand-icons';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { FACEBOOK_CONNECT_URL, TIKTOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '@/lib/platform-links';
import { useClientView } from '@/workspaces/client-view';

interface ConnectPlatformActionsProps {
  /** The header's platform: only its own connection is offered; with none chosen, each platform's. */
  platformId: number | null;
  labels: { facebook: string; tiktok: string; connecting: string; manage: string };
  className?: string;
}

const CONNECTIONS = [
  { platformId: FACEBOOK_PLATFORM_ID, url: FACEBOOK_CONNECT_URL, label: 'facebook', Icon: FacebookIcon },
  { platformId: TIKTOK_PLATFORM_ID, url: TIKTOK_CONNECT_URL, label: 'tiktok', Icon: TikTokIcon },
] as const;

/** The header's platform's connect button (the OAuth flow, coming back here), or each platform's, and the way to the Accounts screen. */
export function ConnectPlatformActions({ platformId, labels, className }: ConnectPlatformActionsProps) {
  const { connecting, connect } = usePlatformConnect();
  const [chosen, setChosen] = useState<string | null>(null);
  // A client connects nothing: the agency shares accounts with them.
  if (useClientView()) return null;
  const offered = CONNECTIONS.filter((connection) => platformId === null || connection.platformId === platformId);
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {offered.map(({ url, label, Icon }, index) => (
        <Button
          key={url}
          variant={index === 0 ? 'default' : 'outline'}
          disabled={connecting}
          onClick={() => {
            setChosen(url);
            connect(url);
          }}
        >
          {connecting && chosen === url ? <Spinner /> : <Icon />}
          {connecting && chosen === url ? labels.connecting : labels[label]}
        </Button>
      ))}
      <Link to="/accounts" className={buttonVariants({ variant: 'outline' })}>
        {labels.manage}
        <ArrowRightIcon aria-hidden="true" />
      </Link>
    </div>
  );
}
