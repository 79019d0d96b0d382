import { AccountFilterBar } from './account-filter-bar';
import { AccountPerformanceTable } from './account-performance-table';
import { ActiveCampaignsCard } from './active-campaigns-card';
import { ConnectedAccountsCard } from './connected-accounts-card';
import { ConversionNote } from './conversion-note';
import { DailyChartCard } from './daily-chart-card';
import { KpiTiles } from './kpi-tiles';
import { RecentActivityCard } from './recent-activity-card';
import { SpendSummaryCard } from './spend-summary-card';

/** The dashboard of someone with ad accounts connected. */
export function DashboardOverview() {
  return (
    <>
      <AccountFilterBar />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ConnectedAccountsCard />
        <SpendSummaryCard />
      </div>
      <ConversionNote />
      <KpiTiles />
      <AccountPerformanceTable />
      <DailyChartCard />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ActiveCampaignsCard />
        <RecentActivityCard />
      </div>
    </>
  );
}
