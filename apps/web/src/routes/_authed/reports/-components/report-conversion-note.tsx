import { ConversionCaveats } from '@/components/currency/conversion-caveats';
import type { Report } from './report-types';

/** Worth a line of its own only when some total is in another currency than the reporting one. */
export const showsConvertedTotal = (report: Report) => report.totals.some((total) => total.currency !== report.convertedTotal.currency);

/** Which days of the converted total used an earlier rate, and which currencies have none: worded as the dashboard's. */
export function ReportConversionNote({ converted }: { converted: Report['convertedTotal'] }) {
  if (converted.fallbackDays.length === 0 && converted.currenciesWithoutRate.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-xs text-muted-foreground" data-testid="report-conversion-note">
      <ConversionCaveats converted={converted} compact />
    </div>
  );
}
