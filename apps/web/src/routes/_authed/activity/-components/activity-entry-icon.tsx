import { CopyIcon, HistoryIcon, LogInIcon, PlugIcon, RefreshCwIcon, ShieldAlertIcon, SlidersHorizontalIcon, UnplugIcon, UserPlusIcon, type LucideIcon } from 'lucide-react';
import { ActivityPlatformMark } from '@/components/platform/activity-platform-mark';
import { cn } from '@/lib/utils';
import type { ActivityFeedEntry } from './activity-types';

const BY_AREA: Record<string, LucideIcon> = { user: LogInIcon, session: LogInIcon, connection: PlugIcon, sync: RefreshCwIcon, clone: CopyIcon };
const BY_ACTION: Record<string, LucideIcon> = { 'user.registered': UserPlusIcon, 'user.login_failed': ShieldAlertIcon, 'connection.revoked': UnplugIcon, 'connection.token_invalid': UnplugIcon, 'connection.token_expired': UnplugIcon, 'user.preferences_updated': SlidersHorizontalIcon };
/** A folded group looks like its rows. */
const GROUP_ACTION: Record<Extract<ActivityFeedEntry, { type: 'group' }>['category'], string> = { sync: 'sync.succeeded', session: 'user.login_succeeded', preferences: 'user.preferences_updated' };
/** Shown in the destructive colour: something failed or was lost. */
const FAILURES = new Set(['user.login_failed', 'connection.token_invalid', 'connection.token_expired', 'connection.revoked', 'sync.failed', 'clone.account_failed']);

export function ActivityEntryIcon({ entry }: { entry: ActivityFeedEntry }) {
  const action = entry.type === 'event' ? entry.action : GROUP_ACTION[entry.category];
  const Icon = BY_ACTION[action] ?? BY_AREA[action.split('.')[0] ?? ''] ?? HistoryIcon;
  const failed = FAILURES.has(action);
  return (
    <span
      className={cn(
        'relative flex size-8 shrink-0 items-center justify-center rounded-full',
        failed ? 'bg-destructive/10 text-destructive' : entry.type === 'group' ? 'bg-muted text-muted-foreground' : 'bg-primary/10 text-primary',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {entry.type === 'event' && <ActivityPlatformMark metadata={entry.metadata} />}
    </span>
  );
}
