import { z } from 'zod';

export const platformSchema = z.object({ id: z.number().int(), name: z.string(), display_name: z.string(), icon: z.string() });
export type Platform = z.infer<typeof platformSchema>;

export const platformListSchema = z.array(platformSchema);

/** The header's platform choice; 'all' spans every platform. */
export const platformFilterSchema = z.enum(['all', 'facebook', 'tiktok']);
export type PlatformFilter = z.infer<typeof platformFilterSchema>;
