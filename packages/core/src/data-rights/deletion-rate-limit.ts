import { createHash } from 'node:crypto';
import { countAction, type Db } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';

const WINDOW_MS = 60 * 60 * 1000;
/**
 * Deletion requests per hour: per address, so nobody floods a stranger's inbox, and per client address, so one
 * client cannot spray many inboxes. Both count every request alike, account or not, so a refusal reveals nothing.
 */
const DELETION_REQUEST_LIMITS = { perEmail: 3, perIp: 10 } as const;
/** Data exports per user per hour: each reads everything the user has. */
const EXPORT_LIMIT_PER_HOUR = 5;

async function takeSlot(db: Db, key: string, limit: number, now: Date): Promise<void> {
  const { count, windowStartedAt } = await countAction(db, key, now, WINDOW_MS);
  if (count <= limit) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStartedAt.getTime() + WINDOW_MS - now.getTime()) / 1000));
  throw new AppError('RATE_LIMITED', userMessage('rightsTooOften', { count: Math.ceil(retryAfterSeconds / 60) }), { retryAfterSeconds });
}

/** The address is kept in the counter's key only as a hash: the counters table is no place for it. */
export async function takeDeletionRequestSlot(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const emailKey = createHash('sha256').update(email.toLowerCase()).digest('hex');
  await takeSlot(db, `deletion:ip:${ip}`, DELETION_REQUEST_LIMITS.perIp, now);
  await takeSlot(db, `deletion:email:${emailKey}`, DELETION_REQUEST_LIMITS.perEmail, now);
}

export async function takeExportSlot(db: Db, userId: string, now: Date): Promise<void> {
  await takeSlot(db, `export:user:${userId}`, EXPORT_LIMIT_PER_HOUR, now);
}

/** A workspace's exports per hour, whoever of its admins asks: each reads everything the workspace holds. */
export async function takeWorkspaceExportSlot(db: Db, workspaceId: string, now: Date): Promise<void> {
  await takeSlot(db, `export:workspace:${workspaceId}`, EXPORT_LIMIT_PER_HOUR, now);
}
