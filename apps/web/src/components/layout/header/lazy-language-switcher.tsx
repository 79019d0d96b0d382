import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './language-button';

// Radix's menu (≈4 KB gzipped) is the language switcher's alone: it loads beside the first paint, not before it.
const LanguageSwitcher = lazy(() => import('./language-switcher').then((module) => ({ default: module.LanguageSwitcher })));

/**
 * The language menu, its code loaded once the page has rendered. Until then the same button stands in its place, so
 * nothing moves, and a press on it is kept: the menu opens as soon as its code arrives.
 */
export function LazyLanguageSwitcher() {
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Suspense fallback={<LanguageButton aria-haspopup="menu" aria-expanded={pressedEarly} onClick={() => setPressedEarly(true)} />}>
      <LanguageSwitcher defaultOpen={pressedEarly} />
    </Suspense>
  );
}
