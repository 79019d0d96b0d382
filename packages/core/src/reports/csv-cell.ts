/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"), tab and carriage return included. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as RFC 4180 wants it, neutralised as OWASP advises: a value a spreadsheet would run as a formula gets a
 * leading single quote, and any value holding a comma, quote or line break is quoted with its quotes doubled.
 */
export function csvTextCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A number AdFleet computed itself: never a formula, never quoted. Empty when there is none (a ratio over zero). */
export function csvNumberCell(value: string | number | null, fractionDigits?: number): string {
  if (value === null) return '';
  return fractionDigits === undefined ? String(value) : Number(value).toFixed(fractionDigits);
}
