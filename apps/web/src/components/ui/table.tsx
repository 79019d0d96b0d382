import { type ComponentProps, useContext, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { TableScroll } from './table-scroll';
import { TableScrollHint } from './table-scroll-hint';

/**
 * A table that scrolls sideways inside its own box on narrow screens instead of widening the page. With
 * `stickyFirstColumn`, the column that says which row is which stays in view while the others scroll (globals.css),
 * and the column the rows are sorted by is brought beside it (table-scroll.tsx); a shadow on each side with more to
 * see says so.
 */
export function Table({ className, stickyFirstColumn = false, ...props }: ComponentProps<'table'> & { stickyFirstColumn?: boolean }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const scrollHint = useContext(TableScrollHint);
  return (
    <div data-slot="table-frame" className="relative w-full">
      <div
        ref={boxRef}
        data-slot="table-container"
        // Wider than its box, it takes keyboard focus so the arrow keys scroll it, and says it scrolls.
        {...(scrolls && { role: 'region', tabIndex: 0, 'aria-label': scrollHint })}
        className="w-full overflow-x-auto rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <table ref={tableRef} data-slot="table" data-sticky-key={stickyFirstColumn || undefined} className={cn('w-full caption-bottom text-sm', className)} {...props} />
      </div>
      <TableScroll boxRef={boxRef} tableRef={tableRef} onScrollsChange={setScrolls} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

/** Totals below the rows, tinted; its pinned cells take the same tint (`--table-row-fill`). */
export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t-2 bg-(--table-row-fill) font-semibold [--table-row-fill:color-mix(in_srgb,var(--muted)_40%,var(--card))]', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/50 [tbody>&]:hover:[--table-row-fill:color-mix(in_srgb,var(--muted)_50%,var(--card))]', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn('h-10 px-3 text-left align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase', className)}
      {...props}
    />
  );
}

/** Figures never wrap or cut: the column grows to the widest and the table scrolls instead. */
export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-3 py-2.5 align-middle whitespace-nowrap', className)} {...props} />;
}
