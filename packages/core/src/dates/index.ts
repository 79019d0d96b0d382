// Browser-safe: the web app imports this entry, so nothing here may reach Node modules or the database package.
export { addDays, addMonthsToDay, dayOfInstant, daysBetween, eachDay, isDayBefore, startOfDayUtc } from './day.ts';
export { DATA_RETENTION_MONTHS, DAYS_AHEAD, dayWindow, instantWindow, type DayWindow } from './day-window.ts';
export { boundedDates, checkDayRange, dayRangeShape, daySchema, instantSchema, instantTextSchema } from './day-schemas.ts';
export { schemaNow, setSchemaClock } from './schema-clock.ts';
export { localDate } from './local-date.ts';
export {
  accountDays,
  type AccountDaysWindow,
  checkReportingRange,
  type DayRange,
  daysOfRange,
  presetDays,
  previousAccountDays,
  previousDays,
  REPORTING_PRESETS,
  type ReportingPreset,
  type ReportingRange,
  reportingRangeOf,
  reportingRangeShape,
  spanOf,
} from './reporting-range.ts';
