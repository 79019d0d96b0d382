export interface PlatformFlags {
  connected: boolean;
  syncing: boolean;
  /** A connection's token was revoked or expired: it needs reconnecting. */
  error: boolean;
}

export type PlatformBadge = 'reconnect' | 'connected' | 'syncing';

/**
 * The spec's order (connected, then syncing) with one exception first: a platform whose token Meta no longer
 * accepts says "Reconnection needed", never "Connected", since nothing syncs until it is renewed.
 */
export function platformBadgeOf({ connected, syncing, error }: PlatformFlags): PlatformBadge | null {
  if (error) return 'reconnect';
  if (connected) return 'connected';
  if (syncing) return 'syncing';
  return null;
}

/** The platforms that get a badge, in the order given; empty means 'Connect platforms to view status'. */
export function platformBadges<Name extends string>(status: Record<Name, PlatformFlags>): Array<{ name: Name; badge: PlatformBadge }> {
  return (Object.entries(status) as Array<[Name, PlatformFlags]>).flatMap(([name, flags]) => {
    const badge = platformBadgeOf(flags);
    return badge ? [{ name, badge }] : [];
  });
}
