import { z } from 'zod';

/** An amount in major units (12.5 = 12.50) and its currency, formatted in the reader's locale when shown. */
const money = z.object({ amount: z.number(), currency: z.string().length(3) });

/**
 * What AdFleet tells a person about, each kind with the parameters its sentence needs (rendered by the web app in
 * the reader's language), where the reader acts on it, and what makes two of them the same notice.
 */
export const notificationParamsSchemas = {
  /** A sync of one ad account failed; said once until a sync of that account succeeds again. */
  sync_failed: z.object({ adAccountId: z.string(), account: z.string() }),
  /** Meta refused the connection's token: only reconnecting brings its accounts back. Once until reconnected. */
  reconnect_needed: z.object({ connectionId: z.string(), name: z.string() }),
  /**
   * The connection's token ends within a week (`week`) or a day (`day`); each once per token, so a renewed token is
   * warned of afresh. (Stored notices from before the two warnings have no `warning`.)
   */
  token_expiring: z.object({ connectionId: z.string(), name: z.string(), expiresAt: z.string(), warning: z.enum(['week', 'day']) }),
  /** Every target of a clone batch has ended; once per batch. */
  clone_finished: z.object({ batchId: z.string(), campaign: z.string(), succeeded: z.number().int(), failed: z.number().int() }),
  account_connected: z.object({ platform: z.string(), name: z.string(), adAccountCount: z.number().int() }),
  account_disconnected: z.object({ platform: z.string(), connectionId: z.string() }),
  /** An ad account's spend reached a threshold its owner set; once per threshold and period. */
  budget_threshold: z.object({ thresholdId: z.string(), period: z.string(), account: z.string(), percent: z.number(), spent: money, budget: money }),
  /**
   * Work a member started was cancelled before it began because they no longer have the role to change things
   * (ADR 0056); told to the owner and admins, once per batch or change.
   */
  work_cancelled: z.object({ work: z.enum(['clone', 'budget']), id: z.string() }),
  /** A manager's clone or budget change waits for the reader's decision (ADR 0058); once per proposal. */
  approval_requested: z.object({ proposalId: z.string(), work: z.enum(['clone', 'budget_change']), proposer: z.string(), items: z.number().int() }),
  /** The reader's proposal was decided: approved (and started), rejected, expired or superseded; once per proposal. */
  approval_decided: z.object({ proposalId: z.string(), work: z.enum(['clone', 'budget_change']), outcome: z.enum(['approved', 'rejected', 'expired', 'superseded']), by: z.string().nullable() }),
} as const;

export type NotificationKind = keyof typeof notificationParamsSchemas;
export type NotificationParams<K extends NotificationKind> = z.infer<(typeof notificationParamsSchemas)[K]>;
export const notificationKinds = Object.keys(notificationParamsSchemas) as [NotificationKind, ...NotificationKind[]];

interface KindRules<K extends NotificationKind> {
  link: (params: NotificationParams<K>) => string;
  /** Null: every occurrence notifies. */
  dedupKey: (params: NotificationParams<K>, at: Date) => string | null;
}

const RECONNECT_LINK = '/accounts#ad-platform-connections';

export const notificationRules: { [K in NotificationKind]: KindRules<K> } = {
  sync_failed: { link: () => '/accounts', dedupKey: (params) => syncFailedKey(params.adAccountId) },
  reconnect_needed: { link: () => RECONNECT_LINK, dedupKey: (params) => reconnectKey(params.connectionId) },
  token_expiring: { link: () => RECONNECT_LINK, dedupKey: (params) => `${tokenExpiringKeyPrefix(params.connectionId)}${params.expiresAt}:${params.warning}` },
  clone_finished: { link: (params) => `/campaign-duplicator?batchId=${encodeURIComponent(params.batchId)}`, dedupKey: (params) => cloneFinishedKey(params.batchId) },
  account_connected: { link: () => '/accounts', dedupKey: () => null },
  account_disconnected: { link: () => RECONNECT_LINK, dedupKey: () => null },
  budget_threshold: { link: () => '/budget', dedupKey: (params) => `budget_threshold:${params.thresholdId}:${params.period}` },
  work_cancelled: {
    link: (params) => (params.work === 'clone' ? `/campaign-duplicator?batchId=${encodeURIComponent(params.id)}` : '/budget'),
    dedupKey: (params) => `work_cancelled:${params.id}`,
  },
  approval_requested: { link: (params) => approvalLink(params.proposalId), dedupKey: (params) => `approval_requested:${params.proposalId}` },
  approval_decided: { link: (params) => approvalLink(params.proposalId), dedupKey: (params) => `approval_decided:${params.proposalId}` },
};

/** The Approvals page with one proposal open: notices and emails about it lead there. */
export const approvalLink = (proposalId: string) => `/approvals/${encodeURIComponent(proposalId)}`;

export const syncFailedKey = (adAccountId: string) => `sync_failed:${adAccountId}`;
export const reconnectKey = (connectionId: string) => `reconnect_needed:${connectionId}`;
/** Every expiry warning of a connection's tokens, whichever token and warning, begins so. */
export const tokenExpiringKeyPrefix = (connectionId: string) => `token_expiring:${connectionId}:`;
export const cloneFinishedKey = (batchId: string) => `clone_finished:${batchId}`;
