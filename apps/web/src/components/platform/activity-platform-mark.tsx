import { activityPlatformId } from '@/lib/activity-platform';
import { PlatformMark } from './platform-mark';

/** The mark of the platform an audit row is about (none for a row about no platform). */
export function ActivityPlatformMark({ metadata }: { metadata: Readonly<Record<string, unknown>> }) {
  return <PlatformMark platformId={activityPlatformId(metadata)} />;
}
