import { router } from './init.ts';
import { activityRouter } from './procedures/activity/activity-router.ts';
import { adAccountsRouter } from './procedures/ad-accounts/ad-accounts-router.ts';
import { approvalsRouter } from './procedures/approvals/approvals-router.ts';
import { authRouter } from './procedures/auth/auth-router.ts';
import { budgetRouter } from './procedures/budget/budget-router.ts';
import { campaignsRouter } from './procedures/campaigns/campaigns-router.ts';
import { cloneRouter } from './procedures/clone/clone-router.ts';
import { connectionsRouter } from './procedures/connections/connections-router.ts';
import { currencyRouter } from './procedures/currency/currency-router.ts';
import { dashboardRouter } from './procedures/dashboard/dashboard-router.ts';
import { dataRightsRouter } from './procedures/data-rights/data-rights-router.ts';
import { emailVerificationRouter } from './procedures/email-verification/email-verification-router.ts';
import { facebookRouter } from './procedures/facebook/facebook-router.ts';
import { healthRouter } from './procedures/health/health-router.ts';
import { invitationsRouter } from './procedures/invitations/invitations-router.ts';
import { mailOutboxRouter } from './procedures/mail-outbox/mail-outbox-router.ts';
import { notificationsRouter } from './procedures/notifications/notifications-router.ts';
import { passwordResetRouter } from './procedures/password-reset/password-reset-router.ts';
import { platformsRouter } from './procedures/platforms/platforms-router.ts';
import { reportsRouter } from './procedures/reports/reports-router.ts';
import { settingsRouter } from './procedures/settings/settings-router.ts';
import { syncRouter } from './procedures/sync/sync-router.ts';
import { systemRouter } from './procedures/system/system-router.ts';
import { teamRouter } from './procedures/team/team-router.ts';
import { workspacesRouter } from './procedures/workspaces/workspaces-router.ts';

export const appRouter = router({
  auth: authRouter,
  activity: activityRouter,
  platforms: platformsRouter,
  adAccounts: adAccountsRouter,
  campaigns: campaignsRouter,
  connections: connectionsRouter,
  dashboard: dashboardRouter,
  sync: syncRouter,
  clone: cloneRouter,
  facebook: facebookRouter,
  budget: budgetRouter,
  approvals: approvalsRouter,
  health: healthRouter,
  system: systemRouter,
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
