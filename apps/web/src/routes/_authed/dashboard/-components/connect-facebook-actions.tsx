import { Link } from '@tanstack/react-router';
import { ArrowRightIcon } from 'lucide-react';
import { FacebookIcon } from '@/components/auth/brand-icons';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { FACEBOOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { useClientView } from '@/workspaces/client-view';

interface ConnectFacebookActionsProps {
  labels: { connect: string; connecting: string; manage: string };
  className?: string;
}

/** "Connect with Facebook" (the OAuth flow, coming back here) and the way to the Accounts screen, side by side. */
export function ConnectFacebookActions({ labels, className }: ConnectFacebookActionsProps) {
  const { connecting, connect } = usePlatformConnect();
  // A client connects nothing: the agency shares accounts with them.
  if (useClientView()) return null;
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button disabled={connecting} onClick={() => connect(FACEBOOK_CONNECT_URL)}>
        {connecting ? <Spinner /> : <FacebookIcon />}
        {connecting ? labels.connecting : labels.connect}
      </Button>
      <Link to="/accounts" className={buttonVariants({ variant: 'outline' })}>
        {labels.manage}
        <ArrowRightIcon aria-hidden="true" />
      </Link>
    </div>
  );
}
