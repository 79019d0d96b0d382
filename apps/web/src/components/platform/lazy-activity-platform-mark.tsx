import { lazy, Suspense } from 'react';

// The brand marks' paths weigh more than the activity lists around them: they load after the list, in the icon's corner
// (absolutely placed, so nothing moves when they arrive).
const ActivityPlatformMark = lazy(() => import('./activity-platform-mark').then((module) => ({ default: module.ActivityPlatformMark })));

/** An activity row's platform mark, loaded once the list shows. */
export function LazyActivityPlatformMark({ metadata }: { metadata: Readonly<Record<string, unknown>> }) {
  return (
    <Suspense fallback={null}>
      <ActivityPlatformMark metadata={metadata} />
    </Suspense>
  );
}
