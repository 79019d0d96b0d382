// Browser-safe: the web app imports this entry, so nothing here may reach node: modules or the database.
export { currencyOffset, fractionDigits } from './currency-offsets.ts';
export { minorToMajor, majorToMinor, hundredthsToMinor } from './money-conversion.ts';
export { moneyLocale, formatMoney, formatMinor } from './money-format.ts';
