import { lazy, Suspense } from 'react';
import { useShowToastEvents } from '@/hooks/use-toast';

// Radix's toast parts load beside the first paint instead of before it: no page opens with a toast on screen.
const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

/**
 * The app's toaster, its code loaded once the app has rendered. `showToast` events are heard from the start and a
 * toast asked for before the code arrives waits in the store (hooks/use-toast.ts) and shows when it does.
 */
export function LazyAppToaster() {
  useShowToastEvents();
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
