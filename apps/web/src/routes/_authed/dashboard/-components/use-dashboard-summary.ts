import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHeaderScope } from '@/filters/use-header-scope';
import { useReportingCurrencyCode } from '@/components/currency/use-reporting-currency';
import { useTRPC } from '@/lib/trpc';
import { useDashboardAccountFilter } from './use-dashboard-account-filter';

/**
 * The dashboard's figures for the header's date range and platform and its account filters, totals converted to the
 * reporting currency; the last figures stay while a new range loads.
 */
export function useDashboardSummary() {
  const trpc = useTRPC();
  const { range, platform } = useHeaderScope();
  const { currency, ready } = useReportingCurrencyCode();
  const accountFilter = useDashboardAccountFilter();
  const input = { ...range, platform, ...accountFilter, ...(currency ? { currency } : {}) };
  const summary = useQuery({ ...trpc.dashboard.summary.queryOptions(input), placeholderData: keepPreviousData, enabled: ready });
  return { summary, range, platform, accountFilter };
}
