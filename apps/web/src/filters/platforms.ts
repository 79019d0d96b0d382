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

/** Brand names keep their own spelling ("TikTok", not "Tiktok"); they are the same in every language. */
const BRAND_NAMES: Readonly<Record<string, string>> = { facebook: 'Facebook', tiktok: 'TikTok' };

/** A platform's name as people read it; one AdFleet does not know yet gets a capital letter. */
export function platformDisplayName(name: string): string {
  return BRAND_NAMES[name] ?? name.charAt(0).toLocaleUpperCase() + name.slice(1);
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

/** The id of a platform named in the URL; an unknown or absent name means all platforms. */
export function platformIdOf(name: string | undefined, platforms: readonly Platform[] = PLATFORMS): number | null {
  return platforms.find((platform) => platform.name === name)?.id ?? null;
}

/** The dashboard's platform filter: 'all' for no selection, else the platform's name. */
export function platformFilterOf(platformId: number | null, platforms: readonly Platform[] = PLATFORMS): 'all' | 'facebook' | 'tiktok' {
  const name = platformNameOf(platformId, platforms);
  return name === 'facebook' || name === 'tiktok' ? name : 'all';
}

/** The items of the header's platform (null = every platform), for lists the server sends whole. */
export function ofPlatform<T extends { platformId: number }>(items: readonly T[], platformId: number | null): T[] {
  return platformId === null ? [...items] : items.filter((item) => item.platformId === platformId);
}
