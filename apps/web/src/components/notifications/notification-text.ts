import { formatMoney } from '@adfleet/core/money';
import type { TFunction } from 'i18next';
import { platformDisplayName } from '@/filters/platforms';
import type { NotificationItem } from './notification-types';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' ? value : 0);

export interface NotificationTextContext {
  formatDate: (value: Date) => string;
  /** A day and a time, where the hour matters (a token ending within a day). */
  formatDateTime: (value: Date) => string;
  moneyLocale: string;
}

/** A notification in the reader's language, its parameters put in words (dates and money in their format). */
export function notificationText({ kind, params }: Pick<NotificationItem, 'kind' | 'params'>, t: TFunction<'notifications'>, context: NotificationTextContext): string {
  const money = (value: unknown) => {
    const { amount, currency } = (value ?? {}) as { amount?: unknown; currency?: unknown };
    return typeof amount === 'number' && typeof currency === 'string' ? formatMoney(amount, currency, context.moneyLocale) : '';
  };
  const platform = platformDisplayName(text(params['platform']) || 'facebook');
  switch (kind) {
    case 'sync_failed':
      return t('text.sync_failed', { account: text(params['account']) });
    case 'reconnect_needed':
      return t('text.reconnect_needed', { name: text(params['name']) });
    case 'token_expiring': {
      const expiresAt = new Date(text(params['expiresAt']));
      const known = !Number.isNaN(expiresAt.getTime());
      // The day-before warning names the hour; the week-before one (and notices older than the two) the day.
      if (params['warning'] === 'day') return t('text.token_expiring_day', { name: text(params['name']), date: known ? context.formatDateTime(expiresAt) : '' });
      return t('text.token_expiring', { name: text(params['name']), date: known ? context.formatDate(expiresAt) : '' });
    }
    case 'clone_finished':
      return t('text.clone_finished', { campaign: text(params['campaign']), succeeded: number(params['succeeded']), failed: number(params['failed']) });
    case 'account_connected':
      return t('text.account_connected', { platform, name: text(params['name']), count: number(params['adAccountCount']) });
    case 'account_disconnected':
      return t('text.account_disconnected', { platform });
    case 'budget_threshold':
      return t('text.budget_threshold', { account: text(params['account']), percent: number(params['percent']), spent: money(params['spent']), budget: money(params['budget']) });
    case 'work_cancelled':
      return params['work'] === 'budget' ? t('text.work_cancelled_budget') : t('text.work_cancelled_clone');
    case 'approval_requested': {
      const asked = { proposer: text(params['proposer']), count: number(params['items']) };
      return params['work'] === 'budget_change' ? t('text.approval_requested_budget', asked) : t('text.approval_requested_clone', asked);
    }
    case 'approval_decided': {
      const by = text(params['by']);
      switch (params['outcome']) {
        case 'approved':
          return t('text.approval_decided_approved', { by });
        case 'rejected':
          return t('text.approval_decided_rejected', { by });
        case 'expired':
          return t('text.approval_decided_expired');
        default:
          return t('text.approval_decided_superseded');
      }
    }
  }
}
