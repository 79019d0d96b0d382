import { z } from 'zod';
import { REPORT_GROUP_BYS } from '../reports/report-options.ts';

const platformName = z.enum(['facebook', 'tiktok']);
const memberRole = z.enum(['owner', 'admin', 'manager', 'analyst', 'client']);
const invitedRole = z.enum(['admin', 'manager', 'analyst', 'client']);
/** Counts only (campaigns read, insight days written…): never object names or money. */
const syncStats = z.record(z.string(), z.number());
const syncRunMetadata = z.object({
  runId: z.string(),
  kind: z.enum(['connection', 'ad_account']),
  trigger: z.enum(['connect', 'manual', 'schedule']),
  /** The platform's ad account id (act_…), when the run is about one account. */
  adAccountId: z.string().nullable(),
});

const cloneCreatedIds = z.object({
  campaignId: z.string().optional(),
  adSetIds: z.array(z.string()),
  creativeIds: z.array(z.string()),
  adIds: z.array(z.string()),
});
const cloneTargetMetadata = z.object({ batchId: z.string(), adAccountId: z.string(), createdIds: cloneCreatedIds });

const budgetItemMetadata = z.object({
  changeId: z.string(),
  itemId: z.string(),
  adAccountId: z.string(),
  objectType: z.enum(['campaign', 'adset']),
  objectId: z.string(),
  objectName: z.string().max(400),
  currency: z.string(),
  budgetType: z.enum(['daily', 'lifetime']),
  /** Minor units of the currency, as Meta counts them. */
  oldMinor: z.number().int(),
  newMinor: z.number().int(),
});

const proposalMetadata = z.object({ proposalId: z.string(), kind: z.enum(['clone', 'budget_change']), adAccountIds: z.array(z.string()) });

/**
 * Every action the audit log records, with the metadata each carries. Adding an action means adding it here; a row
 * that does not parse is never written. Metadata never holds a password, token or secret.
 */
export const auditEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('user.registered'), metadata: z.object({ username: z.string(), method: z.enum(['password', 'facebook']) }) }),
  z.object({ action: z.literal('user.login_succeeded'), metadata: z.object({ method: z.enum(['password', 'facebook']) }) }),
  z.object({
    action: z.literal('user.login_failed'),
    metadata: z.object({ usernameTried: z.string().max(254), reason: z.enum(['unknown_user', 'bad_password', 'no_password', 'rate_limited']) }),
  }),
  z.object({ action: z.literal('user.logged_out'), metadata: z.object({}) }),
  z.object({ action: z.literal('session.recovered'), metadata: z.object({}) }),
  /** Names of the fields that changed, never their values. */
  z.object({ action: z.literal('user.profile_updated'), metadata: z.object({ changed: z.array(z.enum(['email', 'firstName', 'lastName'])) }) }),
  z.object({ action: z.literal('user.password_changed'), metadata: z.object({ endedSessions: z.number().int() }) }),
  /** A reset link was mailed to the account's address (asked anonymously: the request carries the asker's address). */
  z.object({ action: z.literal('user.password_reset_requested'), metadata: z.object({}) }),
  /** A new password set through a reset link; every session of the account ended. */
  z.object({ action: z.literal('user.password_reset'), metadata: z.object({ endedSessions: z.number().int() }) }),
  z.object({ action: z.literal('user.email_verified'), metadata: z.object({}) }),
  z.object({ action: z.literal('user.preferences_updated'), metadata: z.object({ language: z.enum(['en', 'es']).optional(), theme: z.enum(['light', 'dark']).optional() }) }),
  /** Sessions ended from Settings: one chosen session, or every one but the caller's. */
  z.object({ action: z.literal('session.revoked'), metadata: z.object({ which: z.enum(['one', 'others']), endedSessions: z.number().int() }) }),
  z.object({
    action: z.literal('connection.connected'),
    metadata: z.object({ platform: platformName, externalUserId: z.string(), externalUserName: z.string().nullable(), adAccountCount: z.number().int(), via: z.enum(['oauth', 'sdk']) }),
  }),
  z.object({
    action: z.literal('connection.revoked'),
    // `disconnected`: the user disconnected it in Settings (revoked at the platform and deleted here).
    metadata: z.object({ platform: platformName, externalUserId: z.string(), reason: z.enum(['deauthorized', 'data_deletion', 'disconnected']) }),
  }),
  z.object({
    action: z.literal('connection.token_invalid'),
    metadata: z.object({ platform: platformName, externalUserId: z.string(), code: z.number().int(), subcode: z.number().int().nullable() }),
  }),
  z.object({
    // The token's own expiry passed on the app's clock (the platform refuses it from then on).
    action: z.literal('connection.token_expired'),
    metadata: z.object({ platform: platformName, externalUserId: z.string(), expiredAt: z.iso.datetime() }),
  }),
  z.object({ action: z.literal('sync.started'), metadata: syncRunMetadata }),
  z.object({ action: z.literal('sync.succeeded'), metadata: syncRunMetadata.extend({ stats: syncStats }) }),
  z.object({ action: z.literal('sync.failed'), metadata: syncRunMetadata.extend({ error: z.string().max(500), stats: syncStats }) }),
  z.object({
    action: z.literal('clone.requested'),
    metadata: z.object({
      batchId: z.string(),
      sourceCampaignId: z.string(),
      /** Every campaign of a batch that clones several. */
      sourceCampaignIds: z.array(z.string()).optional(),
      nameTemplate: z.string().max(400),
      budgetType: z.enum(['daily', 'lifetime']),
      targetAccounts: z.array(z.string()),
      /** ISO time the batch was asked to start at; absent: at once. */
      startsAt: z.string().optional(),
    }),
  }),
  z.object({ action: z.literal('clone.account_succeeded'), metadata: cloneTargetMetadata.extend({ warnings: z.array(z.string().max(500)) }) }),
  z.object({ action: z.literal('clone.account_failed'), metadata: cloneTargetMetadata.extend({ error: z.string().max(1000) }) }),
  /** A failed target sent again by its owner; `createdIds` are the objects already there, which the retry reuses. */
  z.object({ action: z.literal('clone.account_retried'), metadata: cloneTargetMetadata }),
  /** A scheduled batch its owner cancelled before it started; `targetIds` are the targets that ended cancelled. */
  // `reason` starterLostRole: cancelled by the worker, its starter no longer having the role to change things (ADR 0056).
  z.object({ action: z.literal('clone.cancelled'), metadata: z.object({ batchId: z.string(), startsAt: z.string(), targetIds: z.array(z.string()), reason: z.literal('starterLostRole').optional() }) }),
  /** The currency cross-account totals are converted to; `previous` null: none had been chosen. */
  z.object({ action: z.literal('user.reporting_currency_set'), metadata: z.object({ currency: z.string(), previous: z.string().nullable() }) }),
  /** A report downloaded as CSV: which grouping and days left AdFleet (not the filters' text, which may name clients). */
  z.object({ action: z.literal('report.exported'), metadata: z.object({ groupBy: z.enum(REPORT_GROUP_BYS), from: z.string(), to: z.string(), platform: z.enum(['all', 'facebook', 'tiktok']) }) }),
  z.object({
    action: z.literal('budget.change_requested'),
    // `notSent`: of the `items`, those never sent (Meta's hourly limit already reached by AdFleet's count).
    metadata: z.object({
      changeId: z.string(),
      operation: z.object({ kind: z.enum(['set', 'raise', 'lower']), amount: z.number().optional(), percent: z.number().optional() }),
      items: z.number().int(),
      notSent: z.number().int().optional(),
    }),
  }),
  z.object({ action: z.literal('budget.changed'), metadata: budgetItemMetadata }),
  z.object({ action: z.literal('budget.change_failed'), metadata: budgetItemMetadata.extend({ error: z.string().max(1000) }) }),
  /** The public form was sent (the address is not recorded; the request row holds it until it is done). */
  z.object({ action: z.literal('data_deletion.requested'), metadata: z.object({ source: z.literal('form') }) }),
  /** A deletion of this account was confirmed (by the emailed link) or asked for in Settings; the job follows. */
  z.object({ action: z.literal('account.deletion_requested'), metadata: z.object({ source: z.enum(['form', 'settings']) }) }),
  /** The deletion job finished: the account is gone and its audit rows no longer name anyone. */
  z.object({ action: z.literal('account.deleted'), metadata: z.object({ source: z.enum(['form', 'settings', 'facebook']) }) }),
  z.object({ action: z.literal('data.exported'), metadata: z.object({}) }),
  /** A workspace made by the person acting, who owns it (ADR 0055). */
  z.object({ action: z.literal('workspace.created'), metadata: z.object({ name: z.string().max(80) }) }),
  /** Everything the workspace shares, downloaded by an admin or the owner. */
  z.object({ action: z.literal('workspace.exported'), metadata: z.object({}) }),
  /** Team (ADR 0057). The invited address is kept: it is what the row is about, and no account may exist behind it. */
  z.object({ action: z.literal('member.invited'), metadata: z.object({ invitationId: z.string(), email: z.string().max(254), role: invitedRole, replaced: z.number().int() }) }),
  z.object({ action: z.literal('invitation.revoked'), metadata: z.object({ invitationId: z.string(), email: z.string().max(254), role: invitedRole, by: z.enum(['admin', 'invitee']) }) }),
  /** The person acting joined by accepting an invitation. */
  z.object({ action: z.literal('member.joined'), metadata: z.object({ invitationId: z.string(), role: invitedRole }) }),
  z.object({ action: z.literal('member.role_changed'), metadata: z.object({ username: z.string(), from: memberRole, to: memberRole }) }),
  z.object({
    action: z.literal('member.removed'),
    metadata: z.object({ username: z.string(), role: memberRole, connections: z.enum(['keep', 'disconnect']), connectionsDisconnected: z.number().int(), workCancelled: z.number().int() }),
  }),
  z.object({ action: z.literal('member.left'), metadata: z.object({ role: memberRole }) }),
  /** The person acting handed ownership on and became an admin. */
  z.object({ action: z.literal('workspace.ownership_transferred'), metadata: z.object({ toUsername: z.string() }) }),
  /** Whether a manager's clone or bulk budget change waits for approval in the workspace (ADR 0058). */
  z.object({ action: z.literal('approval.rule_set'), metadata: z.object({ required: z.boolean(), previous: z.boolean() }) }),
  /** A manager's work waiting for approval; `adAccountIds` are the platform ids of the accounts it would change. */
  z.object({ action: z.literal('approval.proposed'), metadata: proposalMetadata.extend({ items: z.number().int() }) }),
  /** Approved and started as its proposer: the clone batch or budget change it became. */
  z.object({ action: z.literal('approval.approved'), metadata: proposalMetadata.extend({ cloneBatchId: z.string().optional(), budgetChangeId: z.string().optional() }) }),
  z.object({ action: z.literal('approval.rejected'), metadata: proposalMetadata }),
  /** Not run: no decision within 7 days. */
  z.object({ action: z.literal('approval.expired'), metadata: proposalMetadata }),
  /** Not run: approving found a different preview than the one proposed. */
  z.object({ action: z.literal('approval.superseded'), metadata: proposalMetadata }),
  z.object({
    action: z.literal('budget.threshold_set'),
    metadata: z.object({ adAccountId: z.string(), period: z.enum(['day', 'month']), currency: z.string(), amountMinor: z.number().int().nullable() }),
  }),
]);

export type AuditEvent = z.infer<typeof auditEventSchema>;
export type AuditAction = AuditEvent['action'];
export const auditActions = auditEventSchema.options.map((option) => option.shape.action.value) as [AuditAction, ...AuditAction[]];
