export interface Platform {
  id: number;
  name: string;
}

/** Stand-in until GET /api/platforms exists; ids match the platforms the server will seed. */
export const PLATFORMS: readonly Platform[] = [
  { id: 1, name: 'facebook' },
  { id: 2, name: 'tiktok' },
];

export function capitalize(name: string): string {
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}
