import { z } from 'zod';
import { auditActions } from '../audit/audit-events.ts';
import { instantSchema } from '../dates/day-schemas.ts';

export const activityListInputSchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(20),
  actions: z.array(z.enum(auditActions)).max(20).optional(),
  /** Only what this member did. */
  actorId: z.uuid().optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});
export type ActivityListInput = z.input<typeof activityListInputSchema>;

export const activityItemSchema = z.object({
  id: z.string(),
  action: z.string(),
  actorType: z.enum(['user', 'system', 'anonymous']),
  /** The member who acted (their username), null for the system or someone since deleted. */
  actor: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.date(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityPageSchema = z.object({
  items: z.array(activityItemSchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
