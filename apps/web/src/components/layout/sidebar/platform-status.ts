export interface PlatformFlags {
  connected: boolean;
  syncing: boolean;
  error: boolean;
}

export type PlatformBadge = 'connected' | 'syncing' | 'error';

/** The spec's priority: connected, then syncing, then error; a platform with none of them gets no badge. */
export function platformBadgeOf({ connected, syncing, error }: PlatformFlags): PlatformBadge | null {
  if (connected) return 'connected';
  if (syncing) return 'syncing';
  if (error) return 'error';
  return null;
}

/** The platforms that get a badge, in the order given; empty means 'Connect platforms to view status'. */
export function platformBadges<Name extends string>(status: Record<Name, PlatformFlags>): Array<{ name: Name; badge: PlatformBadge }> {
  return (Object.entries(status) as Array<[Name, PlatformFlags]>).flatMap(([name, flags]) => {
    const badge = platformBadgeOf(flags);
    return badge ? [{ name, badge }] : [];
  });
}
