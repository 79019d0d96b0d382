import { z } from 'zod';
import { issueCode } from '../messages/index.ts';
import { daysBetween, isDayBefore } from './day.ts';
import { DATA_RETENTION_MONTHS, dayWindow, instantWindow } from './day-window.ts';
import { schemaNow } from './schema-clock.ts';

/**
 * Every date an input takes is one of the schemas below, marked here: a test walks each procedure's and route's
 * input and refuses any other date, so no input can name a day the service would have to loop or query far towards.
 */
export const boundedDates = z.registry<{ bounds: 'day' | 'instant' }>();

const tooOld = (ctx: z.RefinementCtx) => ctx.addIssue({ code: 'custom', message: issueCode('dateBeforeKept'), params: { months: DATA_RETENTION_MONTHS } });
const tooLate = (ctx: z.RefinementCtx) => ctx.addIssue({ code: 'custom', message: issueCode('dateAfterTomorrow') });

/**
 * A calendar day (YYYY-MM-DD that exists: no 30 February, no five-digit year) within the platforms' retention and no
 * later than tomorrow, by the schema clock. Refused in the reader's words, on the field.
 */
export const daySchema = z.iso
  // A day that is no day stops here: there is no window to place it in.
  .date({ abort: true })
  .superRefine((day, ctx) => {
    const window = dayWindow(schemaNow());
    if (isDayBefore(day, window.earliest)) tooOld(ctx);
    else if (isDayBefore(window.latest, day)) tooLate(ctx);
  })
  .register(boundedDates, { bounds: 'day' });

/** The start no later than the end, said on the start's field. */
export function checkDayRange(range: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (range.from !== undefined && range.to !== undefined && daysBetween(range.from, range.to) < 0) {
    ctx.addIssue({ code: 'custom', message: issueCode('dateRangeReversed'), path: ['from'] });
  }
}

/** Refines a moment to the same window as a day, read in any time zone. */
function withinInstantWindow(instant: Date, ctx: z.RefinementCtx): void {
  const window = instantWindow(schemaNow());
  if (instant < window.earliest) tooOld(ctx);
  else if (instant > window.latest) tooLate(ctx);
}

/** A moment (the activity log's bounds) within the same window as a day. */
export const instantSchema = z.date().superRefine(withinInstantWindow).register(boundedDates, { bounds: 'instant' });
/** The same, from a query string's text. */
export const instantTextSchema = z.coerce.date().superRefine(withinInstantWindow).register(boundedDates, { bounds: 'instant' });
