// Browser-safe: the web app imports this entry, so nothing here may reach Node modules or the database package.
export { addDays, dayOfInstant } from './day.ts';
export { DATA_RETENTION_MONTHS, dayWindow } from './day-window.ts';
export { boundedDates, daySchema, instantTextSchema } from './day-schemas.ts';
export { setSchemaClock } from './schema-clock.ts';
export { daysOfRange, type ReportingPreset, type ReportingRange, reportingRangeOf } from './reporting-range.ts';
