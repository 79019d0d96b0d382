import { useEffect, useState } from 'react';
import { readToken } from '@/auth/auth-token';

export type LandingSession = 'signedIn' | 'signedOut';

/**
 * Whether the visitor has a session, without the app's tRPC client. A stored token shows "Open dashboard" at once
 * (no flash of sign-in buttons for someone signed in); the server then confirms it, and a refused or expired token
 * brings the sign-in buttons back. The token itself is left for the app to clear: it owns that decision.
 */
export function useLandingSession(): LandingSession {
  const [token] = useState(readToken);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal }).then(
      async (response) => {
        if (response.status === 401 || response.status === 403) setRefused(true);
        // Read to the end so the connection is released (an unread body keeps the request open).
        await response.arrayBuffer();
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [token]);

  return token && !refused ? 'signedIn' : 'signedOut';
}
