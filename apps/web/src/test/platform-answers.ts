import type { OutputOf } from './fake-trpc';

/** `platforms.list` as the server answers it: Facebook (1) and TikTok (2), the rows the database is created with. */
export const PLATFORMS: OutputOf<'platforms.list'> = [
  { id: 1, name: 'facebook', display_name: 'Facebook', icon: 'facebook' },
  { id: 2, name: 'tiktok', display_name: 'TikTok', icon: 'tiktok' },
];
