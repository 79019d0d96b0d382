import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * A control the caller's role may not use, disabled by its owner, with the reason where the person looks for it: on
 * hover or focus, and read out with it. A disabled button takes no pointer or focus, so the reason hangs on a wrapper.
 * With no reason the control shows as it is.
 */
export function RoleRefusal({ reason, children }: { reason: string | undefined; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span tabIndex={0} className="inline-flex max-w-full rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none" data-testid="role-refusal">
          {children}
          <span className="sr-only">{reason}</span>
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-72">{reason}</TooltipContent>
    </Tooltip>
  );
}
