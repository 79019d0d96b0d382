import { lazy, Suspense, useState } from 'react';
import { PlatformSelectButton } from './platform-select-button';

// Radix's select and its list parts (≈8 KB gzipped) serve only the open list: they load beside the first paint.
const PlatformSelect = lazy(() => import('./platform-select').then((module) => ({ default: module.PlatformSelect })));

/**
 * The header's platform select, its code loaded once the page has rendered. Until then a button drawn like its closed
 * trigger, showing the same choice, stands in its place, and a press on it is kept: the list opens as soon as the code
 * arrives.
 */
export function LazyPlatformSelect() {
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Suspense fallback={<PlatformSelectButton expanded={pressedEarly} onOpen={() => setPressedEarly(true)} />}>
      <PlatformSelect defaultOpen={pressedEarly} />
    </Suspense>
  );
}
