import type { ActivityFeedEntry } from './activity-types';
import type { TFunction } from 'i18next';
import { platformDisplayName } from '@/filters/platforms';

type Entry = ActivityFeedEntry;
type EventEntry = Extract<Entry, { type: 'event' }>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0);

export interface SentenceContext {
  /** Ad account names by the platform's id (act_…), where known. */
  accountNames: ReadonlyMap<string, string>;
  /** A group's first and last moments in the reader's format (times alone when on one day). */
  formatRange: (from: Date, to: Date) => { from: string; to: string };
}

/**
 * One row of the activity page in words, with its parameters, e.g. "Duplicated «Spring» into 3 accounts (2
 * succeeded, 1 failed)". Every audit action has a sentence in every language (a test walks them); an action added on
 * the server later still shows, by its code.
 */
export function activitySentence(entry: Entry, t: TFunction<'activity'>, context: SentenceContext): string {
  if (entry.type === 'group') {
    const range = { count: entry.count, ...context.formatRange(entry.from, entry.to) };
    return entry.category === 'sync' ? t('groups.sync', range) : t('groups.session', range);
  }
  return eventSentence(entry, t, context);
}

function eventSentence(entry: EventEntry, t: TFunction<'activity'>, { accountNames }: SentenceContext): string {
  const { metadata } = entry;
  const platform = platformDisplayName(text(metadata['platform']) || 'facebook');
  const accountId = text(metadata['adAccountId']);
  const account = accountId ? (accountNames.get(accountId) ?? accountId) : t('theConnection');
  const method = metadata['method'] === 'facebook' ? t('methods.facebook') : t('methods.password');
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
    case 'connection.connected':
      return t('actions.connection.connected', { platform, name: text(metadata['externalUserName']) || text(metadata['externalUserId']), count: count(metadata['adAccountCount']) });
    case 'connection.revoked':
      return t('actions.connection.revoked', { platform, reason: metadata['reason'] === 'data_deletion' ? t('revokeReasons.data_deletion') : t('revokeReasons.deauthorized') });
    case 'connection.token_invalid':
      return t('actions.connection.token_invalid', { platform, code: String(metadata['code'] ?? '') });
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
    default:
      return t('other', { action: entry.action });
  }
}
