import { insertAuditRow, type Trx } from '@adfleet/db';
import type { RequestMeta } from '../request-meta.ts';
import { type AuditEvent, auditEventSchema } from './audit-events.ts';

export interface AuditEntry {
  event: AuditEvent;
  /** Whose activity this is; null when the event concerns no known account. */
  userId: string | null;
  /** The workspace the event is about (ADR 0055); left out for a person's own events (sign-in, password, profile). */
  workspaceId?: string | null;
  actor: { type: 'user'; userId: string } | { type: 'system' } | { type: 'anonymous' };
  target?: { type: string; id: string };
  request?: RequestMeta;
}

/** Writes one audit row inside the caller's transaction, so it exists exactly when the change it records does. */
export async function recordAudit(trx: Trx, entry: AuditEntry): Promise<void> {
  const event = auditEventSchema.parse(entry.event);
  await insertAuditRow(trx, {
    user_id: entry.userId,
    workspace_id: entry.workspaceId ?? null,
    actor_type: entry.actor.type,
    actor_user_id: entry.actor.type === 'user' ? entry.actor.userId : null,
    action: event.action,
    target_type: entry.target?.type ?? null,
    target_id: entry.target?.id ?? null,
    metadata: JSON.stringify(event.metadata),
    ip: entry.request?.ip ?? null,
    user_agent: entry.request?.userAgent ?? null,
  });
}
