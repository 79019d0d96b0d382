import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useScrollOverflow } from '@/hooks/use-scroll-overflow';
import { cn } from '@/lib/utils';

/** Narrower than this between the pinned columns, nothing is seen scrolling there: a shadow would only be a smudge. */
const MIN_SCROLLING_WIDTH_FOR_CUES = 48;
/** Sub-pixel layouts: a column this close to the edge is in view. */
const SLACK_PX = 0.5;
const SORTED = new Set(['ascending', 'descending']);

/** How much of the box the columns held at each edge take (the key columns, an action column), and the box's width. */
interface Pinned {
  start: number;
  end: number;
  box: number;
}

const NOTHING_PINNED: Pinned = { start: 0, end: 0, box: 0 };

const headerCells = (table: HTMLTableElement) => Array.from(table.tHead?.rows[0]?.cells ?? []);

/** Held at that edge by the table's styles (globals.css) or the screen's own (an action column). */
function isHeld(cell: HTMLTableCellElement, edge: 'left' | 'right'): boolean {
  const style = getComputedStyle(cell);
  return style.position === 'sticky' && style[edge] !== 'auto';
}

/** The width of the run of columns held at one edge, counted from that edge (columns hidden on a phone count nothing). */
function heldWidth(cells: readonly HTMLTableCellElement[], edge: 'left' | 'right'): number {
  let width = 0;
  for (const cell of edge === 'left' ? cells : [...cells].reverse()) {
    if (cell.offsetWidth === 0) continue;
    if (!isHeld(cell, edge)) break;
    width += cell.offsetWidth;
  }
  return width;
}

function measure(box: HTMLElement, table: HTMLTableElement): Pinned {
  const cells = headerCells(table);
  return { start: heldWidth(cells, 'left'), end: heldWidth(cells, 'right'), box: box.clientWidth };
}

/** Scrolls the box so the cell stands right beside the columns held at the start, unless it is in full view already. */
function bringBeside(box: HTMLElement, cell: HTMLTableCellElement, { start, end }: Pinned) {
  const cellRect = cell.getBoundingClientRect();
  const boxStart = box.getBoundingClientRect().left + box.clientLeft;
  const from = boxStart + start;
  const to = boxStart + box.clientWidth - end;
  if (cellRect.left < from - SLACK_PX || cellRect.right > to + SLACK_PX) box.scrollLeft += cellRect.left - from;
}

/** A fading shadow where columns pass out of sight, on the side where there is more to scroll to. */
function ScrollCue({ side, inset }: { side: 'start' | 'end'; inset: number }) {
  return (
    <span
      aria-hidden="true"
      data-slot="table-scroll-cue"
      data-side={side}
      style={side === 'start' ? { left: inset } : { right: inset }}
      className={cn('pointer-events-none absolute inset-y-0 z-20 w-4 from-black/25 to-transparent dark:from-black/45', side === 'start' ? 'bg-linear-to-r' : 'bg-linear-to-l')}
    />
  );
}

interface TableScrollProps {
  boxRef: RefObject<HTMLElement | null>;
  tableRef: RefObject<HTMLTableElement | null>;
  /** Whether the table is wider than its box, for the box to say so and take keyboard focus. */
  onScrollsChange: (scrolls: boolean) => void;
}

/**
 * What a table wider than its box does on top of its styles: a shadow on each side where columns wait, and the column
 * the rows are sorted by (its header's `aria-sort`) brought beside the name on opening and each time another sort is
 * chosen. Read from the header, so a column any screen adds or sorts by is covered without more code. Loaded after the
 * page has drawn (table.tsx): the table reads whole without it.
 */
export function TableScroll({ boxRef, tableRef, onScrollsChange }: TableScrollProps) {
  const overflow = useScrollOverflow(boxRef, 'x');
  const [pinned, setPinned] = useState<Pinned>(NOTHING_PINNED);
  // The sort last brought into view: each is brought once, then the reader scrolls where they like.
  const broughtFor = useRef(-1);
  const scrolls = overflow.before || overflow.after;

  useEffect(() => onScrollsChange(scrolls), [scrolls, onScrollsChange]);

  useLayoutEffect(() => {
    const box = boxRef.current;
    const table = tableRef.current;
    if (!box || !table) return;
    const update = () => {
      const next = measure(box, table);
      setPinned((current) => (current.start === next.start && current.end === next.end && current.box === next.box ? current : next));
      const cells = headerCells(table);
      const sortedIndex = cells.findIndex((cell) => SORTED.has(cell.getAttribute('aria-sort') ?? ''));
      const sorted = cells[sortedIndex];
      // Not until the table is wider than its box: before that (fonts, rows still arriving) everything is in view.
      if (!sorted || sortedIndex === broughtFor.current || isHeld(sorted, 'left') || box.scrollWidth <= box.clientWidth) return;
      broughtFor.current = sortedIndex;
      bringBeside(box, sorted, next);
    };
    update();
    if (typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
    const resized = new ResizeObserver(update);
    const observeSizes = () => {
      resized.disconnect();
      resized.observe(box);
      resized.observe(table);
      for (const cell of headerCells(table)) resized.observe(cell);
    };
    observeSizes();
    // A column added or removed, or another sort chosen: the header says so.
    const changed = new MutationObserver(() => {
      observeSizes();
      update();
    });
    changed.observe(table, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-sort'] });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [boxRef, tableRef]);

  const cues = pinned.box - pinned.start - pinned.end >= MIN_SCROLLING_WIDTH_FOR_CUES;
  return (
    <>
      {cues && overflow.before && <ScrollCue side="start" inset={pinned.start} />}
      {cues && overflow.after && <ScrollCue side="end" inset={pinned.end} />}
    </>
  );
}
