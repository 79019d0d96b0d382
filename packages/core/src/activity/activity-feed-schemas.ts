import { z } from 'zod';
import { auditActions } from '../audit/audit-events.ts';
import { instantSchema } from '../dates/day-schemas.ts';
import { activityItemSchema } from './activity-schemas.ts';

export const activityFeedInputSchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(50).default(25),
  actions: z.array(z.enum(auditActions)).max(20).optional(),
  adAccountId: z.string().min(1).max(64).optional(),
  /** Only what this member did. */
  actorId: z.uuid().optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  /** Fold runs of routine rows (sign-ins, sign-outs, syncs, language and theme changes) into one entry each. */
  group: z.boolean().default(true),
});
export type ActivityFeedInput = z.input<typeof activityFeedInputSchema>;

const routineCategories = ['sync', 'session', 'preferences'] as const;
export type RoutineCategory = (typeof routineCategories)[number];

const activityFeedEntrySchema = z.discriminatedUnion('type', [
  activityItemSchema.extend({
    type: z.literal('event'),
    /** For a clone row: its batch as it stands now (source name, accounts, how its targets ended). */
    batch: z.object({ campaign: z.string(), accounts: z.number().int(), succeeded: z.number().int(), failed: z.number().int() }).optional(),
  }),
  z.object({
    type: z.literal('group'),
    /** The newest row's id: stable, so the list can key it. */
    id: z.string(),
    category: z.enum(routineCategories),
    /** Syncs: how many runs; sessions: how many sign-ins, sign-outs and recoveries; preferences: how many changes. */
    count: z.number().int(),
    from: z.date(),
    to: z.date(),
  }),
]);
export type ActivityFeedEntry = z.infer<typeof activityFeedEntrySchema>;

export const activityFeedPageSchema = z.object({ entries: z.array(activityFeedEntrySchema), nextCursor: z.string().nullable() });
export type ActivityFeedPage = z.infer<typeof activityFeedPageSchema>;
