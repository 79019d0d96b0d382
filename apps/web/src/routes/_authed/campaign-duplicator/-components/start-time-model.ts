/** The dialog's "start immediately or schedule": `local` is the datetime-local input's text, in the browser's zone. */
export interface StartChoice {
  kind: 'now' | 'later';
  local: string;
}

export const START_NOW: StartChoice = { kind: 'now', local: '' };

/** As the server allows: at most this far ahead. */
const MAX_SCHEDULE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type StartTimeError = 'required' | 'past' | 'tooFar';

/** The chosen start as a Date, or null for "now" or an unreadable text. */
function startDateOf(choice: StartChoice): Date | null {
  if (choice.kind === 'now' || !choice.local) return null;
  // A datetime-local value has no zone: the Date constructor reads it in the browser's, as the person meant it.
  const date = new Date(choice.local);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What is wrong with a scheduled start, checked as the server will (its minute of tolerance is left to it). */
export function startTimeError(choice: StartChoice, now: Date): StartTimeError | undefined {
  if (choice.kind === 'now') return undefined;
  const date = startDateOf(choice);
  if (!date) return 'required';
  if (date.getTime() <= now.getTime()) return 'past';
  if (date.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS) return 'tooFar';
  return undefined;
}

/** The request's `options.startAt` for a scheduled start; nothing for "now". */
export function startOptions(choice: StartChoice): { options?: { startAt: string } } {
  const date = startDateOf(choice);
  return date ? { options: { startAt: date.toISOString() } } : {};
}

/** The datetime-local text of a moment in the browser's zone (for the input's min and max). */
export function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function scheduleBounds(now: Date): { min: string; max: string } {
  return { min: localInputValue(now), max: localInputValue(new Date(now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS)) };
}
