import { z } from 'zod';

/**
 * Every action the audit log records, with the metadata each carries. Adding an action means adding it here; a row
 * that does not parse is never written. Metadata never holds a password, token or secret.
 */
export const auditEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('user.registered'), metadata: z.object({ username: z.string(), method: z.enum(['password', 'facebook']) }) }),
  z.object({ action: z.literal('user.login_succeeded'), metadata: z.object({ method: z.enum(['password', 'facebook']) }) }),
  z.object({
    action: z.literal('user.login_failed'),
    metadata: z.object({ usernameTried: z.string().max(254), reason: z.enum(['unknown_user', 'bad_password', 'no_password', 'rate_limited']) }),
  }),
  z.object({ action: z.literal('user.logged_out'), metadata: z.object({}) }),
  z.object({ action: z.literal('session.recovered'), metadata: z.object({}) }),
]);

export type AuditEvent = z.infer<typeof auditEventSchema>;
export type AuditAction = AuditEvent['action'];
export const auditActions = auditEventSchema.options.map((option) => option.shape.action.value) as [AuditAction, ...AuditAction[]];
