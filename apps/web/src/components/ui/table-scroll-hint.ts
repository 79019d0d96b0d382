import { createContext } from 'react';

/**
 * What a table wider than its box tells assistive technology about scrolling it sideways; the app gives it once
 * (ui components hold no translations). Apart from table.tsx so giving it loads no table code.
 */
export const TableScrollHint = createContext<string | undefined>(undefined);
