import { useEffect, useState } from 'react';

/** Browser navigations that start an ad platform's OAuth connection on the server. */
export const FACEBOOK_CONNECT_URL = '/api/auth/facebook';
export const TIKTOK_CONNECT_URL = '/api/auth/tiktok';

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
    window.location.assign(url);
  };

  return { connecting, connect };
}
