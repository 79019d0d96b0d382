import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTRPC } from '@/lib/trpc';

// Most pages show no invitation: the banner's code and texts come only when one is waiting.
const InvitationBanner = lazy(() => import('./invitation-banner').then((module) => ({ default: module.InvitationBanner })));

/** Invitations waiting for the signed-in person (matched by email), shown above every page until answered. */
export function LazyInvitationBanner() {
  const trpc = useTRPC();
  const mine = useQuery(trpc.invitations.mine.queryOptions());
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <InvitationBanner invitations={mine.data} />
    </Suspense>
  );
}
