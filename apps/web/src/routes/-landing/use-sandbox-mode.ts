import { useEffect, useState } from 'react';

/**
 * Whether AdFleet runs on the built-in Graph sandbox, read from the same public `system.info` procedure the app's
 * banner uses, over a plain GET (tRPC's wire format, superjson-wrapped) so `/` needs no tRPC client.
 */
export function useSandboxMode(): boolean {
  const [sandbox, setSandbox] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/trpc/system.info', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ result?: { data?: { json?: { mode?: string } } } }>) : undefined))
      .then((body) => setSandbox(body?.result?.data?.json?.mode === 'sandbox'))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return sandbox;
}
