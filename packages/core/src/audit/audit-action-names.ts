/**
 * Every audit action by name, without zod: the web app reads this list (the activity filter and its URL), and zod is
 * too heavy for a page's first load. audit-action-names.test.ts keeps it equal to the actions of audit-events.ts.
 */
export const AUDIT_ACTION_NAMES = [
  'user.registered',
  'user.login_succeeded',
  'user.login_failed',
  'user.logged_out',
  'session.recovered',
  'user.profile_updated',
  'user.password_changed',
  'user.password_reset_requested',
  'user.password_reset',
  'user.email_verified',
  'user.preferences_updated',
  'session.revoked',
  'connection.connected',
  'connection.revoked',
  'connection.token_invalid',
  'sync.started',
  'sync.succeeded',
  'sync.failed',
  'clone.requested',
  'clone.account_succeeded',
  'clone.account_failed',
  'clone.account_retried',
  'clone.cancelled',
  'user.reporting_currency_set',
  'report.exported',
  'budget.change_requested',
  'budget.changed',
  'budget.change_failed',
  'budget.threshold_set',
  'data_deletion.requested',
  'account.deletion_requested',
  'account.deleted',
  'data.exported',
  'workspace.created',
] as const;

export type AuditActionName = (typeof AUDIT_ACTION_NAMES)[number];
