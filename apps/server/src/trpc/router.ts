import { router } from './init.ts';
import { activityFeed } from './procedures/activity/activity-feed.ts';
import { activityList } from './procedures/activity/activity-list.ts';
import { adAccountsDetails } from './procedures/ad-accounts/ad-accounts-details.ts';
import { adAccountsList } from './procedures/ad-accounts/ad-accounts-list.ts';
import { approvalsRouter } from './procedures/approvals/approvals-router.ts';
import { authRouter } from './procedures/auth/auth-router.ts';
import { budgetRouter } from './procedures/budget/budget-router.ts';
import { cloneCancel } from './procedures/clone/clone-cancel.ts';
import { cloneHistoryProcedure } from './procedures/clone/clone-history.ts';
import { clonePreflightProcedure } from './procedures/clone/clone-preflight.ts';
import { cloneRetry } from './procedures/clone/clone-retry.ts';
import { cloneRetryFailed } from './procedures/clone/clone-retry-failed.ts';
import { cloneSourceBudgetProcedure } from './procedures/clone/clone-source-budget.ts';
import { cloneStart } from './procedures/clone/clone-start.ts';
import { cloneStatusProcedure } from './procedures/clone/clone-status.ts';
import { campaignsList } from './procedures/campaigns/campaigns-list.ts';
import { connectionsOauthStatus } from './procedures/connections/connections-oauth-status.ts';
import { connectionsStatus } from './procedures/connections/connections-status.ts';
import { connectionsSummary } from './procedures/connections/connections-summary.ts';
import { currencyRouter } from './procedures/currency/currency-router.ts';
import { dashboardAccountsProcedure } from './procedures/dashboard/dashboard-accounts.ts';
import { dashboardActiveCampaigns } from './procedures/dashboard/dashboard-active-campaigns.ts';
import { dashboardSummaryProcedure } from './procedures/dashboard/dashboard-summary.ts';
import { dataRightsRouter } from './procedures/data-rights/data-rights-router.ts';
import { facebookToken } from './procedures/facebook/facebook-token.ts';
import { healthRouter } from './procedures/health/health-router.ts';
import { notificationsRouter } from './procedures/notifications/notifications-router.ts';
import { emailVerificationRouter } from './procedures/email-verification/email-verification-router.ts';
import { mailOutboxRouter } from './procedures/mail-outbox/mail-outbox-router.ts';
import { passwordResetRouter } from './procedures/password-reset/password-reset-router.ts';
import { platformsList } from './procedures/platforms/platforms-list.ts';
import { settingsRouter } from './procedures/settings/settings-router.ts';
import { reportsRouter } from './procedures/reports/reports-router.ts';
import { syncFacebookAdAccounts } from './procedures/sync/sync-facebook-ad-accounts.ts';
import { syncRuns } from './procedures/sync/sync-runs.ts';
import { syncStart } from './procedures/sync/sync-start.ts';
import { syncStatusProcedure } from './procedures/sync/sync-status.ts';
import { systemInfo } from './procedures/system/system-info.ts';
import { workspacesRouter } from './procedures/workspaces/workspaces-router.ts';
import { teamRouter } from './procedures/team/team-router.ts';
import { invitationsRouter } from './procedures/invitations/invitations-router.ts';

export const appRouter = router({
  auth: authRouter,
  activity: router({ list: activityList, feed: activityFeed }),
  platforms: router({ list: platformsList }),
  adAccounts: router({ list: adAccountsList, details: adAccountsDetails }),
  campaigns: router({ list: campaignsList }),
  connections: router({ status: connectionsStatus, oauthStatus: connectionsOauthStatus, summary: connectionsSummary }),
  dashboard: router({ summary: dashboardSummaryProcedure, activeCampaigns: dashboardActiveCampaigns, accounts: dashboardAccountsProcedure }),
  sync: router({ start: syncStart, status: syncStatusProcedure, facebookAdAccounts: syncFacebookAdAccounts, runs: syncRuns }),
  clone: router({ preflight: clonePreflightProcedure, start: cloneStart, status: cloneStatusProcedure, history: cloneHistoryProcedure, retry: cloneRetry, retryFailed: cloneRetryFailed, cancel: cloneCancel, sourceBudget: cloneSourceBudgetProcedure }),
  facebook: router({ token: facebookToken }),
  budget: budgetRouter,
  approvals: approvalsRouter,
  health: healthRouter,
  system: router({ info: systemInfo }),
  currency: currencyRouter,
  settings: settingsRouter,
  reports: reportsRouter,
  notifications: notificationsRouter,
  passwordReset: passwordResetRouter,
  emailVerification: emailVerificationRouter,
  team: teamRouter,
  invitations: invitationsRouter,
  mailOutbox: mailOutboxRouter,
  workspaces: workspacesRouter,
  dataRights: dataRightsRouter,
});

export type AppRouter = typeof appRouter;
