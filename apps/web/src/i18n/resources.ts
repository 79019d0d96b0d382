import enAccounts from '@/locales/en/accounts.json';
import enActivity from '@/locales/en/activity.json';
import enAccountDetails from '@/locales/en/account-details.json';
import enDashboardAccounts from '@/locales/en/dashboard-accounts.json';
import enAuth from '@/locales/en/auth.json';
import enBudget from '@/locales/en/budget.json';
import enCampaigns from '@/locales/en/campaigns.json';
import enDuplicateDialog from '@/locales/en/duplicate-dialog.json';
import enCommon from '@/locales/en/common.json';
import enCurrency from '@/locales/en/currency.json';
import enDashboard from '@/locales/en/dashboard.json';
import enDiagnostics from '@/locales/en/diagnostics.json';
import enErrors from '@/locales/en/errors.json';
import enLanding from '@/locales/en/landing.json';
import enLayout from '@/locales/en/layout.json';
import enLegal from '@/locales/en/legal.json';
import enSettings from '@/locales/en/settings.json';
import enReports from '@/locales/en/reports.json';
import enNotifications from '@/locales/en/notifications.json';
import enAccountLinks from '@/locales/en/account-links.json';
import enOutbox from '@/locales/en/outbox.json';
import enDataRights from '@/locales/en/data-rights.json';
import enWorkspaces from '@/locales/en/workspaces.json';
import enTeam from '@/locales/en/team.json';
import enApprovals from '@/locales/en/approvals.json';
import enResults from '@/locales/en/results.json';
import enMessages from '@adfleet/core/locales/en/messages.json';
import esAccounts from '@/locales/es/accounts.json';
import esActivity from '@/locales/es/activity.json';
import esAccountDetails from '@/locales/es/account-details.json';
import esDashboardAccounts from '@/locales/es/dashboard-accounts.json';
import esAuth from '@/locales/es/auth.json';
import esBudget from '@/locales/es/budget.json';
import esCampaigns from '@/locales/es/campaigns.json';
import esDuplicateDialog from '@/locales/es/duplicate-dialog.json';
import esCommon from '@/locales/es/common.json';
import esCurrency from '@/locales/es/currency.json';
import esDashboard from '@/locales/es/dashboard.json';
import esDiagnostics from '@/locales/es/diagnostics.json';
import esErrors from '@/locales/es/errors.json';
import esLanding from '@/locales/es/landing.json';
import esLayout from '@/locales/es/layout.json';
import esLegal from '@/locales/es/legal.json';
import esSettings from '@/locales/es/settings.json';
import esReports from '@/locales/es/reports.json';
import esNotifications from '@/locales/es/notifications.json';
import esAccountLinks from '@/locales/es/account-links.json';
import esOutbox from '@/locales/es/outbox.json';
import esDataRights from '@/locales/es/data-rights.json';
import esWorkspaces from '@/locales/es/workspaces.json';
import esTeam from '@/locales/es/team.json';
import esApprovals from '@/locales/es/approvals.json';
import esResults from '@/locales/es/results.json';
import esMessages from '@adfleet/core/locales/es/messages.json';

export const defaultNS = 'common';

const en = {
  common: enCommon,
  errors: enErrors,
  auth: enAuth,
  layout: enLayout,
  landing: enLanding,
  dashboard: enDashboard,
  accounts: enAccounts,
  campaigns: enCampaigns,
  duplicateDialog: enDuplicateDialog,
  diagnostics: enDiagnostics,
  legal: enLegal,
  currency: enCurrency,
  settings: enSettings,
  reports: enReports,
  activity: enActivity,
  notifications: enNotifications,
  budget: enBudget,
  dashboardAccounts: enDashboardAccounts,
  accountDetails: enAccountDetails,
  accountLinks: enAccountLinks,
  outbox: enOutbox,
  dataRights: enDataRights,
  workspaces: enWorkspaces,
  team: enTeam,
  approvals: enApprovals,
  results: enResults,
  // The server's messages: core owns their files, since the server words them too (renderMessage).
  messages: enMessages,
};

/** English is the source of the key types; typing Spanish as English's shape makes a missing key a type error. */
const es: typeof en = {
  common: esCommon,
  errors: esErrors,
  auth: esAuth,
  layout: esLayout,
  landing: esLanding,
  dashboard: esDashboard,
  accounts: esAccounts,
  campaigns: esCampaigns,
  duplicateDialog: esDuplicateDialog,
  diagnostics: esDiagnostics,
  legal: esLegal,
  currency: esCurrency,
  settings: esSettings,
  reports: esReports,
  activity: esActivity,
  notifications: esNotifications,
  budget: esBudget,
  dashboardAccounts: esDashboardAccounts,
  accountDetails: esAccountDetails,
  accountLinks: esAccountLinks,
  outbox: esOutbox,
  dataRights: esDataRights,
  workspaces: esWorkspaces,
  team: esTeam,
  approvals: esApprovals,
  results: esResults,
  messages: esMessages,
};

/** Every text of both languages: the source of the key types and of the tests. The app loads them by language and page instead (locale-backend.ts). */
export const resources = { en, es };

