import type { TFunction } from 'i18next';
import { platformDisplayName } from '@/filters/platforms';

/** The audit actions the server records (packages/core audit-events), each with its text. */
const ACTION_KEYS = {
  'user.registered': 'activity.actions.registered',
  'user.login_succeeded': 'activity.actions.loginSucceeded',
  'user.login_failed': 'activity.actions.loginFailed',
  'user.logged_out': 'activity.actions.loggedOut',
  'session.recovered': 'activity.actions.sessionRecovered',
  'connection.connected': 'activity.actions.connected',
  'connection.revoked': 'activity.actions.revoked',
  'connection.token_invalid': 'activity.actions.tokenInvalid',
  // Both read "connection expired" here: the token ended, whether Meta said so or its date passed.
  'connection.token_expired': 'activity.actions.tokenInvalid',
  'sync.started': 'activity.actions.syncStarted',
  'sync.succeeded': 'activity.actions.syncSucceeded',
  'sync.failed': 'activity.actions.syncFailed',
  'clone.requested': 'activity.actions.cloneRequested',
  'clone.account_succeeded': 'activity.actions.cloneSucceeded',
  'clone.account_failed': 'activity.actions.cloneFailed',
  'clone.account_retried': 'activity.actions.cloneRetried',
  'clone.cancelled': 'activity.actions.cloneCancelled',
  'user.reporting_currency_set': 'activity.actions.reportingCurrencySet',
  'user.profile_updated': 'activity.actions.profileUpdated',
  'user.password_changed': 'activity.actions.passwordChanged',
  'user.password_reset_requested': 'activity.actions.passwordResetRequested',
  'user.password_reset': 'activity.actions.passwordReset',
  'user.email_verified': 'activity.actions.emailVerified',
  'user.preferences_updated': 'activity.actions.preferencesUpdated',
  'session.revoked': 'activity.actions.sessionRevoked',
  'report.exported': 'activity.actions.reportExported',
  'budget.change_requested': 'activity.actions.budgetChangeRequested',
  'budget.changed': 'activity.actions.budgetChanged',
  'budget.change_failed': 'activity.actions.budgetChangeFailed',
  'budget.threshold_set': 'activity.actions.budgetThresholdSet',
  'data_deletion.requested': 'activity.actions.dataDeletionRequested',
  'account.deletion_requested': 'activity.actions.accountDeletionRequested',
  'account.deleted': 'activity.actions.accountDeleted',
  'data.exported': 'activity.actions.dataExported',
  'workspace.created': 'activity.actions.workspaceCreated',
  'workspace.exported': 'activity.actions.workspaceExported',
  'workspace.ownership_transferred': 'activity.actions.ownershipTransferred',
  'member.invited': 'activity.actions.memberInvited',
  'invitation.revoked': 'activity.actions.invitationRevoked',
  'member.joined': 'activity.actions.memberJoined',
  'member.role_changed': 'activity.actions.memberRoleChanged',
  'member.removed': 'activity.actions.memberRemoved',
  'member.left': 'activity.actions.memberLeft',
  'approval.rule_set': 'activity.actions.approvalRuleSet',
  'approval.proposed': 'activity.actions.approvalProposed',
  'approval.approved': 'activity.actions.approvalApproved',
  'approval.rejected': 'activity.actions.approvalRejected',
  'approval.expired': 'activity.actions.approvalExpired',
  'approval.superseded': 'activity.actions.approvalSuperseded',
} as const;

/** Sync rows about one ad account name it. */
const SYNC_ACCOUNT_KEYS = {
  'sync.started': 'activity.actions.syncStartedAccount',
  'sync.succeeded': 'activity.actions.syncSucceededAccount',
  'sync.failed': 'activity.actions.syncFailedAccount',
} as const;

const METHOD_KEYS = { password: 'activity.methods.password', facebook: 'activity.methods.facebook' } as const;

interface ActivityEntry {
  action: string;
  metadata: Record<string, unknown>;
}

/**
 * An audit row in words, e.g. 'Signed in with password'; an action added on the server later still shows its code.
 * Ad accounts are named by `accountNames` (ad account id → name) where known, else by their id.
 */
export function activityLabel({ action, metadata }: ActivityEntry, t: TFunction<'dashboard'>, accountNames?: ReadonlyMap<string, string>): string {
  const platform = typeof metadata['platform'] === 'string' ? platformDisplayName(metadata['platform']) : '';
  const accountId = typeof metadata['adAccountId'] === 'string' ? metadata['adAccountId'] : '';
  const account = accountNames?.get(accountId) ?? accountId;
  const key = (account && SYNC_ACCOUNT_KEYS[action as keyof typeof SYNC_ACCOUNT_KEYS]) || ACTION_KEYS[action as keyof typeof ACTION_KEYS];
  if (!key) return t('activity.actions.other', { action });
  const currency = typeof metadata['currency'] === 'string' ? metadata['currency'] : '';
  const name = typeof metadata['name'] === 'string' ? metadata['name'] : '';
  const label = t(key, { platform, account, currency, name });
  const method = METHOD_KEYS[metadata['method'] as keyof typeof METHOD_KEYS];
  return method ? `${label} ${t(method)}` : label;
}
