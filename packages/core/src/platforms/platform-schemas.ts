import { z } from 'zod';
import { issueCode } from '../messages/index.ts';

const platformSchema = z.object({ id: z.number().int(), name: z.string(), display_name: z.string(), icon: z.string() });
export type Platform = z.infer<typeof platformSchema>;

export const platformListSchema = z.array(platformSchema);

/** A platform id as a filter: stored as smallint, so anything larger names no platform and must not reach a query. */
export const platformIdInputSchema = z.coerce.number().int().positive().max(32_767, issueCode('unknownPlatform'));

/** The header's platform choice; 'all' spans every platform. */
export const platformFilterSchema = z.enum(['all', 'facebook', 'tiktok']);
export type PlatformFilter = z.infer<typeof platformFilterSchema>;
