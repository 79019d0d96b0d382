import { lazy, Suspense, useState } from 'react';
import { DateRangeButton } from './date-range-button';

// The popover's presets and calendar wiring, date-fns' date arithmetic and its locales serve only the open picker:
// they load beside the first paint.
const DateRangePicker = lazy(() => import('./date-range-picker').then((module) => ({ default: module.DateRangePicker })));

/**
 * The header's date range picker, its code loaded once the page has rendered. Until then the same button, showing the
 * same range, stands in its place, and a press on it is kept: the picker opens as soon as the code arrives.
 */
export function LazyDateRangePicker() {
  const [pressedEarly, setPressedEarly] = useState(false);
  const press = () => setPressedEarly(true);
  return (
    <Suspense
      fallback={
        // A pointer press is heard on its way down, since the picker may replace the button before the click ends;
        // the keyboard's Enter and Space arrive as a click.
        <DateRangeButton aria-haspopup="dialog" aria-expanded={pressedEarly} data-state="closed" onPointerDown={press} onClick={press} />
      }
    >
      <DateRangePicker defaultOpen={pressedEarly} />
    </Suspense>
  );
}
