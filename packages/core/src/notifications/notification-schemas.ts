import { z } from 'zod';
import { notificationKinds } from './notification-kinds.ts';

const notificationId = z.string().regex(/^\d{1,18}$/);

export const notificationListInputSchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(50).default(20),
  unreadOnly: z.boolean().default(false),
});
export type NotificationListInput = z.input<typeof notificationListInputSchema>;

const notificationItemSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  params: z.record(z.string(), z.unknown()),
  link: z.string(),
  createdAt: z.date(),
  readAt: z.date().nullable(),
});

export const notificationPageSchema = z.object({ items: z.array(notificationItemSchema), nextCursor: z.string().nullable() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationUnreadCountSchema = z.object({ count: z.number().int() });

export const notificationMarkReadInputSchema = z.object({ ids: z.array(notificationId).min(1).max(100) });
export const notificationMarkedSchema = z.object({ marked: z.number().int() });

const notificationPreferenceSchema = z.object({ kind: z.enum(notificationKinds), enabled: z.boolean() });
export const notificationPreferencesSchema = z.object({ preferences: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationSetPreferencesInputSchema = z.object({
  preferences: z.array(notificationPreferenceSchema).min(1).max(notificationKinds.length * 2),
});
export type NotificationSetPreferencesInput = z.input<typeof notificationSetPreferencesInputSchema>;
