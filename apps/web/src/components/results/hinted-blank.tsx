import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * A figure that cannot be shown ("—", "Not available") with the reason on hover and focus, and read out with it: a
 * blank cell alone would look like a zero or a failure.
 */
export function HintedBlank({ text, hint }: { text: string; hint: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button type="button" aria-label={`${text}: ${hint}`} className="cursor-help text-muted-foreground underline decoration-dotted underline-offset-4" data-hint={hint}>
          {text}
        </button>
      </TooltipTrigger>
      <TooltipContent className="max-w-64">{hint}</TooltipContent>
    </Tooltip>
  );
}
