import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderMessage } from '../messages/render-message.ts';
import { firstIssueMessageOf } from '../validation/zod-issue-message.ts';
import { checkDayRange, daySchema, instantSchema } from './day-schemas.ts';
import { setSchemaClock } from './schema-clock.ts';

const rangeSchema = z.object({ from: daySchema, to: daySchema }).superRefine(checkDayRange);

/** The schema clock at a fixed moment: what the schemas read, whatever the date the test runs. */
function clockAt(iso: string) {
  setSchemaClock(() => new Date(iso));
}

const refusal = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : firstIssueMessageOf(result.error);
};

describe('bounded days and ranges', () => {
  afterEach(() => setSchemaClock(() => new Date()));

  it('takes tomorrow, by the schema clock, and refuses the day after', () => {
    clockAt('2026-12-06T23:30:00Z');
    expect(daySchema.parse('2026-12-07')).toBe('2026-12-07');
    expect(refusal(rangeSchema, { from: '2026-12-01', to: '2026-12-08' })).toEqual({ code: 'dateAfterTomorrow', params: { field: { field: 'to' } } });
  });

  it('takes the first day of the last 37 months and refuses the one before, naming the retention', () => {
    clockAt('2026-12-06T00:00:00Z');
    expect(daySchema.parse('2023-11-06')).toBe('2023-11-06');
    expect(refusal(rangeSchema, { from: '2023-11-05', to: '2026-12-06' })).toEqual({ code: 'dateBeforeKept', params: { field: { field: 'from' }, months: 37 } });
    // At a month's end, 37 months back lands on the shorter month's last day.
    clockAt('2026-03-31T12:00:00Z');
    expect(daySchema.safeParse('2023-02-28').success).toBe(true);
    expect(daySchema.safeParse('2023-02-27').success).toBe(false);
  });

  it('takes the whole window as one range, and nothing a day longer', () => {
    clockAt('2026-12-06T12:00:00Z');
    expect(rangeSchema.safeParse({ from: '2023-11-06', to: '2026-12-07' }).success).toBe(true);
    expect(rangeSchema.safeParse({ from: '2023-11-05', to: '2026-12-07' }).success).toBe(false);
    expect(rangeSchema.safeParse({ from: '2023-11-06', to: '2026-12-08' }).success).toBe(false);
  });

  it('refuses days that do not exist or that no figures can have', () => {
    clockAt('2026-12-06T12:00:00Z');
    for (const day of ['2026-02-30', '2026-13-01', '+010000-01-01', '9999-12-31', '0001-01-01', '2026-12-6', '']) {
      expect(daySchema.safeParse(day).success, day).toBe(false);
    }
  });

  it('refuses a start after the end, on the start', () => {
    clockAt('2026-12-06T12:00:00Z');
    expect(refusal(rangeSchema, { from: '2026-12-02', to: '2026-12-01' })).toEqual({ code: 'dateRangeReversed', params: { field: { field: 'from' } } });
    const result = rangeSchema.safeParse({ from: '2026-12-02', to: '2026-12-01' });
    expect(result.error?.issues[0]?.path).toEqual(['from']);
  });

  it("says why in the reader's language", () => {
    clockAt('2026-12-06T12:00:00Z');
    const said = refusal(rangeSchema, { from: '2020-01-01', to: '2026-12-01' })!;
    expect(renderMessage(said, 'en')).toBe('Start date must be within the last 37 months: the ad platforms keep no older figures.');
    expect(renderMessage(said, 'es')).toBe('El campo «Fecha de inicio» debe estar dentro de los últimos 37 meses: las plataformas publicitarias no guardan cifras más antiguas.');
  });

  it('bounds moments by the same window, with a day for time zones on each side', () => {
    clockAt('2026-12-06T12:00:00Z');
    expect(instantSchema.safeParse(new Date('2026-12-08T23:59:59Z')).success).toBe(true);
    expect(instantSchema.safeParse(new Date('2026-12-09T00:00:01Z')).success).toBe(false);
    expect(instantSchema.safeParse(new Date('2023-11-05T00:00:00Z')).success).toBe(true);
    expect(instantSchema.safeParse(new Date('2023-11-04T23:59:59Z')).success).toBe(false);
    expect(instantSchema.safeParse(new Date('+010000-01-01T00:00:00Z')).success).toBe(false);
  });
});
