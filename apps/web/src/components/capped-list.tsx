import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useScrollOverflow } from '@/hooks/use-scroll-overflow';
import { cn } from '@/lib/utils';

interface CappedListProps {
  /** The list's height while capped (`max-h-36`, or `h-72` to keep what stands below it from moving). */
  capClassName: string;
  /** The scroll box's accessible name: it takes focus so the keyboard scrolls it. */
  label: string;
  children: ReactNode;
}

/**
 * A list in a card, held to a height: when it holds more, the cut edge fades out (the row there is one of several,
 * not the last) and 'Show all' opens it whole; it also scrolls where it stands. The button's row is kept even when
 * everything fits, so the card is one height either way.
 */
export function CappedList({ capClassName, label, children }: CappedListProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const boxId = useId();
  const [expanded, setExpanded] = useState(false);
  const overflow = useScrollOverflow(boxRef, 'y');
  const toggles = expanded || overflow.before || overflow.after;
  return (
    <div className="flex min-h-0 flex-col" data-slot="capped-list">
      <div className="relative min-h-0">
        <div
          ref={boxRef}
          id={boxId}
          role="region"
          tabIndex={0}
          aria-label={label}
          className={cn('overflow-y-auto rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50', !expanded && capClassName)}
        >
          <div>{children}</div>
        </div>
        {overflow.before && <span aria-hidden="true" data-slot="list-scroll-cue" data-side="start" className="pointer-events-none absolute inset-x-0 top-0 h-8 bg-linear-to-b from-card to-transparent" />}
        {overflow.after && <span aria-hidden="true" data-slot="list-scroll-cue" data-side="end" className="pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-linear-to-t from-card to-transparent" />}
      </div>
      <div className="flex h-8 items-end">
        <Button
          type="button"
          variant="link"
          size="sm"
          className={cn('h-auto px-0 has-[>svg]:px-0', !toggles && 'invisible')}
          aria-controls={boxId}
          aria-expanded={expanded}
          onClick={() => setExpanded((current) => !current)}
        >
          {expanded ? t('list.showLess') : t('list.showAll')}
          {expanded ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
        </Button>
      </div>
    </div>
  );
}
