import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/** True while the element's text is cut by its width (it follows resizes: a phone turned, a column narrowed). */
function useIsTruncated(ref: RefObject<HTMLElement | null>, text: string): boolean {
  const [truncated, setTruncated] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTruncated(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, text]);
  return truncated;
}

/**
 * One line of text cut with an ellipsis when it does not fit. Only when it is cut does it take keyboard focus and
 * show in full in a tooltip, on hover and on focus alike; text that fits adds no tab stop.
 */
export function TruncatedText({ children: text, className }: { children: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const truncated = useIsTruncated(ref, text);
  const [open, setOpen] = useState(false);
  return (
    <Tooltip open={truncated && open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>
        <span
          ref={ref}
          tabIndex={truncated ? 0 : undefined}
          data-truncated={truncated || undefined}
          className={cn('block truncate rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50', className)}
        >
          {text}
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-80 break-words">{text}</TooltipContent>
    </Tooltip>
  );
}
