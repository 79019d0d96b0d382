import { useEffect, useState } from 'react';
import { withWorkspaceParam } from '@/workspaces/tab-workspace';

/**
 * Browser navigations that start an ad platform's OAuth connection on the server. Reconnecting is Meta's login again:
 * the same Meta user's connection is found by its id and takes the new token, valid again with its ad accounts.
 */
export const FACEBOOK_CONNECT_URL = '/api/auth/facebook';
export const TIKTOK_CONNECT_URL = '/api/auth/tiktok';

/** The search parameters a refused connection comes back with (see apps/server/src/rest/connect-return.ts). */
export const CONNECT_FAILURE_PARAMS = ['connect_error', 'connect_reason', 'connect_missing', 'connect_platform'] as const;

/**
 * The connect URL naming the page it starts from, so a cancelled or refused connection comes back there with its
 * notice (a success lands on /dashboard/success). A notice of an earlier attempt is not carried along.
 */
export function connectUrlFrom(url: string, here: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const search = new URLSearchParams(here.search);
  for (const param of CONNECT_FAILURE_PARAMS) search.delete(param);
  const query = search.toString();
  const origin = `${here.pathname}${query ? `?${query}` : ''}${here.hash}`;
  // The connect URL may carry parameters of its own (which connection to renew, say).
  const target = new URL(url, 'https://adfleet.invalid');
  target.searchParams.set('return', origin);
  return `${target.pathname}${target.search}`;
}

/**
 * Leaves the app for a platform's OAuth flow. `connecting` disables the button until the page is gone; if the browser
 * brings the page back from its back-forward cache, the button works again.
 */
export function usePlatformConnect() {
  const [connecting, setConnecting] = useState(false);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setConnecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const connect = (url: string) => {
    setConnecting(true);
    // The connection belongs to the workspace this tab shows, whatever another tab switched to meanwhile.
    window.location.assign(withWorkspaceParam(connectUrlFrom(url, window.location)));
  };

  return { connecting, connect };
}
