import * as ScrollAreaPrimitive from 'radix-ui/scroll-area';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

interface ScrollAreaProps extends ComponentProps<typeof ScrollAreaPrimitive.Root> {
  /** For a height bound such as `max-h-[200px]`: the viewport, not the root, must carry it for the content to scroll. */
  viewportClassName?: string;
}

export function ScrollArea({ className, viewportClassName, children, scrollHideDelay = 600, ...props }: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root data-slot="scroll-area" scrollHideDelay={scrollHideDelay} className={cn('relative overflow-hidden', className)} {...props}>
      {/* Radix wraps the content in a display:table box that grows to its widest line; as a block, long text truncates instead. */}
      <ScrollAreaPrimitive.Viewport className={cn('size-full rounded-[inherit] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&>div]:block!', viewportClassName)}>
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollAreaPrimitive.Scrollbar orientation="vertical" className="flex h-full w-2.5 touch-none border-l border-l-transparent p-px transition-colors select-none">
        <ScrollAreaPrimitive.Thumb className="relative flex-1 rounded-full bg-border" />
      </ScrollAreaPrimitive.Scrollbar>
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}
