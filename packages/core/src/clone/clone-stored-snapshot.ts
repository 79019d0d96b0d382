import { type CloneSnapshot, cloneSnapshotSchema } from './clone-snapshot.ts';
import { type TikTokCloneSnapshot, tiktokCloneSnapshotSchema } from './tiktok/tiktok-clone-snapshot.ts';

/** A batch source's tree as stored: TikTok's says its platform; Meta's, older than TikTok, says none. */
export type StoredCloneSnapshot = CloneSnapshot | TikTokCloneSnapshot;

export function parseStoredSnapshot(raw: unknown): StoredCloneSnapshot {
  const platform = typeof raw === 'object' && raw !== null ? (raw as { platform?: unknown }).platform : undefined;
  return platform === 'tiktok' ? tiktokCloneSnapshotSchema.parse(raw) : cloneSnapshotSchema.parse(raw);
}

export function isTikTokSnapshot(snapshot: StoredCloneSnapshot): snapshot is TikTokCloneSnapshot {
  return 'platform' in snapshot && snapshot.platform === 'tiktok';
}
