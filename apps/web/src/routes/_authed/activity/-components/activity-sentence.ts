import type { ActivityFeedEntry } from './activity-types';
import type { TFunction } from 'i18next';
import { platformDisplayName } from '@/filters/platforms';

type Entry = ActivityFeedEntry;

const ROLES = ['owner', 'admin', 'manager', 'analyst', 'client'] as const;
type EventEntry = Extract<Entry, { type: 'event' }>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0);

export interface SentenceContext {
  /** Ad account names by the platform's id (act_…), where known. */
  accountNames: ReadonlyMap<string, string>;
  /** A group's first and last moments in the reader's format (times alone when on one day). */
  formatRange: (from: Date, to: Date) => { from: string; to: string };
  /** An amount in minor units of its currency, in the reader's money format. */
  formatMinor: (minor: number, currency: string) => string;
}

/**
 * One row of the activity page in words, with its parameters, e.g. "Duplicated «Spring» into 3 accounts (2
 * succeeded, 1 failed)". Every audit action has a sentence in every language (a test walks them); an action added on
 * the server later still shows, by its code.
 */
export function activitySentence(entry: Entry, t: TFunction<'activity'>, context: SentenceContext): string {
  if (entry.type === 'group') {
    const range = { count: entry.count, ...context.formatRange(entry.from, entry.to) };
    if (entry.category === 'preferences') return t('groups.preferences', range);
    return entry.category === 'sync' ? t('groups.sync', range) : t('groups.session', range);
  }
  return eventSentence(entry, t, context);
}

function eventSentence(entry: EventEntry, t: TFunction<'activity'>, { accountNames, formatMinor }: SentenceContext): string {
  const { metadata } = entry;
  const platform = platformDisplayName(text(metadata['platform']) || 'facebook');
  const accountId = text(metadata['adAccountId']);
  const account = accountId ? (accountNames.get(accountId) ?? accountId) : t('theConnection');
  const money = (field: string) => formatMinor(Number(metadata[field] ?? 0), text(metadata['currency']));
  const method = metadata['method'] === 'facebook' ? t('methods.facebook') : t('methods.password');
  // A role by its name in the reader's language; an unknown value (an older row) says nothing rather than a key.
  const role = (field: string) => {
    const value = metadata[field];
    return typeof value === 'string' && (ROLES as readonly string[]).includes(value) ? t(`roles.${value as (typeof ROLES)[number]}`) : '';
  };
  switch (entry.action) {
    case 'user.registered':
      return t('actions.user.registered', { method });
    case 'user.login_succeeded':
      return t('actions.user.login_succeeded', { method });
    case 'user.login_failed': {
      const reason = text(metadata['reason']);
      const reasonText = reason === 'unknown_user' || reason === 'bad_password' || reason === 'no_password' || reason === 'rate_limited' ? t(`loginReasons.${reason}`) : reason;
      return t('actions.user.login_failed', { username: text(metadata['usernameTried']), reason: reasonText });
    }
    case 'user.logged_out':
      return t('actions.user.logged_out');
    case 'session.recovered':
      return t('actions.session.recovered');
    case 'connection.connected': {
      // TikTok's token names no person: its connection is a grant of advertisers (ADR 0048), with no name to show.
      const name = text(metadata['externalUserName']) || text(metadata['externalUserId']);
      return t(name && !name.startsWith('grant:') ? 'actions.connection.connected' : 'actions.connection.connectedUnnamed', { platform, name, count: count(metadata['adAccountCount']) });
    }
    case 'connection.revoked':
      return t('actions.connection.revoked', { platform, reason: t(`revokeReasons.${metadata['reason'] === 'data_deletion' || metadata['reason'] === 'disconnected' ? metadata['reason'] : 'deauthorized'}`) });
    case 'connection.token_invalid':
      return t('actions.connection.token_invalid', { platform, code: String(metadata['code'] ?? '') });
    case 'connection.token_expired':
      return t('actions.connection.token_expired', { platform });
    case 'sync.started':
      return t('actions.sync.started', { account });
    case 'sync.succeeded':
      return t('actions.sync.succeeded', { account });
    case 'sync.failed':
      return t('actions.sync.failed', { account, error: text(metadata['error']) });
    case 'clone.requested':
      return entry.batch
        ? t('cloneBatch', { campaign: entry.batch.campaign, count: entry.batch.accounts, succeeded: entry.batch.succeeded, failed: entry.batch.failed })
        : t('actions.clone.requested', { count: count(metadata['targetAccounts']) });
    case 'clone.account_succeeded':
      return t('actions.clone.account_succeeded', { account });
    case 'clone.account_failed':
      return t('actions.clone.account_failed', { account });
    case 'clone.account_retried':
      return t('actions.clone.account_retried', { account });
    case 'clone.cancelled':
      return t('actions.clone.cancelled', { count: count(metadata['targetIds']) });
    case 'user.reporting_currency_set':
      return t('actions.user.reporting_currency_set', { currency: text(metadata['currency']) });
    case 'user.profile_updated':
      return t('actions.user.profile_updated');
    case 'user.password_changed':
      return t('actions.user.password_changed', { count: count(metadata['endedSessions']) });
    case 'user.preferences_updated':
      return t('actions.user.preferences_updated');
    case 'user.password_reset_requested':
      return t('actions.user.password_reset_requested');
    case 'user.password_reset':
      return t('actions.user.password_reset', { count: count(metadata['endedSessions']) });
    case 'user.email_verified':
      return t('actions.user.email_verified');
    case 'session.revoked':
      return metadata['which'] === 'one' ? t('actions.session.revoked_one_session') : t('actions.session.revoked_others', { count: count(metadata['endedSessions']) });
    case 'report.exported':
      return t('actions.report.exported', { groupBy: t(`groupBy.${text(metadata['groupBy']) || 'account'}`, { defaultValue: text(metadata['groupBy']) }), from: text(metadata['from']), to: text(metadata['to']) });
    case 'budget.change_requested':
      return t('actions.budget.change_requested', { count: count(metadata['items']) });
    case 'budget.changed':
      return t('actions.budget.changed', { name: text(metadata['objectName']), account, from: money('oldMinor'), to: money('newMinor') });
    case 'budget.change_failed':
      return t('actions.budget.change_failed', { name: text(metadata['objectName']), account, error: text(metadata['error']) });
    case 'budget.threshold_set':
      return metadata['amountMinor'] === null || metadata['amountMinor'] === undefined
        ? t('actions.budget.threshold_removed', { account })
        : t('actions.budget.threshold_set', { account, amount: money('amountMinor'), period: t(`periods.${metadata['period'] === 'month' ? 'month' : 'day'}`) });
    case 'data_deletion.requested':
      return t('actions.data_deletion.requested');
    case 'account.deletion_requested':
      return metadata['source'] === 'form' ? t('actions.account.deletion_requested_form') : t('actions.account.deletion_requested_settings');
    case 'account.deleted':
      return t('actions.account.deleted');
    case 'data.exported':
      return t('actions.data.exported');
    case 'workspace.created':
      return t('actions.workspace.created', { name: text(metadata['name']) });
    case 'workspace.exported':
      return t('actions.workspace.exported');
    case 'workspace.ownership_transferred':
      return t('actions.workspace.ownership_transferred', { name: text(metadata['toUsername']) });
    case 'member.invited':
      return t('actions.member.invited', { email: text(metadata['email']), role: role('role') });
    case 'invitation.revoked':
      return metadata['by'] === 'invitee' ? t('actions.invitation.declined', { email: text(metadata['email']) }) : t('actions.invitation.revoked', { email: text(metadata['email']) });
    case 'member.joined':
      return t('actions.member.joined', { role: role('role') });
    case 'member.role_changed':
      return t('actions.member.role_changed', { name: text(metadata['username']), from: role('from'), to: role('to') });
    case 'member.removed':
      return metadata['connections'] === 'disconnect'
        ? t('actions.member.removed_disconnected', { name: text(metadata['username']) })
        : t('actions.member.removed', { name: text(metadata['username']) });
    case 'member.left':
      return t('actions.member.left');
    case 'approval.rule_set':
      return metadata['required'] === true ? t('actions.approval.rule_set_on') : t('actions.approval.rule_set_off');
    case 'approval.proposed':
      return metadata['kind'] === 'budget_change' ? t('actions.approval.proposed_budget_change', { count: count(metadata['items']) }) : t('actions.approval.proposed_clone', { count: count(metadata['items']) });
    case 'approval.approved':
      return metadata['kind'] === 'budget_change' ? t('actions.approval.approved_budget_change') : t('actions.approval.approved_clone');
    case 'approval.rejected':
      return metadata['kind'] === 'budget_change' ? t('actions.approval.rejected_budget_change') : t('actions.approval.rejected_clone');
    case 'approval.expired':
      return t('actions.approval.expired');
    case 'approval.superseded':
      return t('actions.approval.superseded');
    default:
      return t('other', { action: entry.action });
  }
}

/** Who acted on an event row: the member's name, 'System' for AdFleet's own work, nothing for an unknown visitor. */
export function activityActor(entry: Entry, t: TFunction<'activity'>): string | null {
  if (entry.type !== 'event') return null;
  return entry.actor ?? (entry.actorType === 'system' ? t('actor.system') : null);
}
