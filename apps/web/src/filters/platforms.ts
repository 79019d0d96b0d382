import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export interface Platform {
  id: number;
  name: string;
}

/** Used until `platforms.list` answers, and if it fails (the spec's fallback); ids match the server's seed. */
export const PLATFORMS: readonly Platform[] = [
  { id: 1, name: 'facebook' },
  { id: 2, name: 'tiktok' },
];

export function capitalize(name: string): string {
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

/** The platforms AdFleet knows, from the server, or the hardcoded pair while loading or on failure. */
export function usePlatforms(): readonly Platform[] {
  const trpc = useTRPC();
  const query = useQuery(trpc.platforms.list.queryOptions());
  return query.data && query.data.length > 0 ? query.data : PLATFORMS;
}

/** The platform's name for a header selection (null = all platforms), as the server's filters take it. */
export function platformNameOf(platformId: number | null, platforms: readonly Platform[] = PLATFORMS): string | null {
  if (platformId === null) return null;
  return platforms.find(({ id }) => id === platformId)?.name ?? null;
}

/** The dashboard's platform filter: 'all' for no selection, else the platform's name. */
export function platformFilterOf(platformId: number | null, platforms: readonly Platform[] = PLATFORMS): 'all' | 'facebook' | 'tiktok' {
  const name = platformNameOf(platformId, platforms);
  return name === 'facebook' || name === 'tiktok' ? name : 'all';
}
