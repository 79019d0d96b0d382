import { useEffect, useState } from 'react';

/** Browser navigations that start an ad platform's OAuth connection on the server. */
export const FACEBOOK_CONNECT_URL = '/api/auth/facebook';
export const TIKTOK_CONNECT_URL = '/api/auth/tiktok';
/**
 * Reconnecting is Meta's login again: the same Meta user's connection is found by its id and takes the new token,
 * becoming valid again with its ad accounts.
 */
export const FACEBOOK_RECONNECT_URL = FACEBOOK_CONNECT_URL;

/**
 * The OAuth callback comes back to /dashboard (or through /auth/recovery) with nothing in the URL, so the tab notes
 * that it left to connect; the dashboard confirms the connection once, on return.
 */
const CONNECT_ATTEMPT_KEY = 'adfleet.connectStartedAt';
/** Longer than anyone spends in the dialog; an older mark is a flow that never came back. */
const CONNECT_ATTEMPT_TTL_MS = 15 * 60 * 1000;

export function markConnectAttempt(now: number = Date.now()) {
  try {
    sessionStorage.setItem(CONNECT_ATTEMPT_KEY, String(now));
  } catch {
    // Storage can be unavailable (privacy modes); the confirmation toast is then skipped.
  }
}

/** Whether this tab left to connect a platform a moment ago; the mark is removed either way. */
export function takeConnectAttempt(now: number = Date.now()): boolean {
  try {
    const startedAt = Number(sessionStorage.getItem(CONNECT_ATTEMPT_KEY));
    sessionStorage.removeItem(CONNECT_ATTEMPT_KEY);
    return startedAt > 0 && now - startedAt < CONNECT_ATTEMPT_TTL_MS;
  } catch {
    return false;
  }
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
    markConnectAttempt();
    window.location.assign(url);
  };

  return { connecting, connect };
}
