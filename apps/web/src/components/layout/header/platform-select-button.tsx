import { ChevronDownIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { SELECT_TRIGGER_CLASS } from '@/components/ui/select-trigger-style';
import { cn } from '@/lib/utils';
import { usePlatformOptions } from './platform-options';

/** The keys that open a Radix select from its trigger. */
const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

/**
 * The platform select's closed trigger, drawn as Radix draws it (same element, classes and chosen option), standing in
 * while the select's code loads (lazy-platform-select.tsx): nothing moves when the select replaces it. `onOpen` hears a
 * press or an opening key, as the select would.
 */
export function PlatformSelectButton({ onOpen, expanded }: { onOpen: () => void; expanded: boolean }) {
  const { label, options, value } = usePlatformOptions();
  const chosen = options.find((option) => option.value === value)?.label ?? '';
  return (
    <button
      type="button"
      role="combobox"
      aria-label={label}
      aria-expanded={expanded}
      aria-autocomplete="none"
      data-slot="select-trigger"
      data-state="closed"
      className={cn(SELECT_TRIGGER_CLASS, 'w-full min-w-0 sm:w-64')}
      onPointerDown={onOpen}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{chosen}</span>
      <ChevronDownIcon aria-hidden="true" className="size-4 opacity-50" />
    </button>
  );
}
