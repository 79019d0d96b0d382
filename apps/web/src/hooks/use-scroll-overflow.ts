import { type RefObject, useLayoutEffect, useState } from 'react';

/** Whether a scroll box holds more than it shows: before what is in view (scrolled past) and after it. */
export interface ScrollOverflow {
  before: boolean;
  after: boolean;
}

const NONE: ScrollOverflow = { before: false, after: false };

/** Sub-pixel layouts leave a scroll box a fraction of a pixel short of its end: that is not more to see. */
const SLACK_PX = 1;

/**
 * What a scroll box hides along one axis, kept current as it scrolls, resizes (a phone turned) or its content grows
 * (rows arriving, a column added): the state a scroll cue shows.
 */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>, axis: 'x' | 'y'): ScrollOverflow {
  const [overflow, setOverflow] = useState<ScrollOverflow>(NONE);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      // Right-to-left pages scroll to negative positions: the distance from the start is what counts.
      const position = Math.abs(axis === 'x' ? box.scrollLeft : box.scrollTop);
      const shown = axis === 'x' ? box.clientWidth : box.clientHeight;
      const total = axis === 'x' ? box.scrollWidth : box.scrollHeight;
      const next = { before: position > SLACK_PX, after: position + shown < total - SLACK_PX };
      setOverflow((current) => (current.before === next.before && current.after === next.after ? current : next));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    if (typeof ResizeObserver === 'undefined') return () => box.removeEventListener('scroll', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // The content's own size: it grows inside a box whose size stays the same.
    for (const child of box.children) observer.observe(child);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref, axis]);
  return overflow;
}
