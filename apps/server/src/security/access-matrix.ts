import { dayWindow, type WorkspaceCapability } from '@adfleet/core';

/**
 * Who may call what, one line per tRPC procedure and per REST route. The authorization suite enumerates the router
 * and Fastify's routes and fails for any of them missing here, so new code is covered by adding its line.
 *
 * - `public`: anyone may call it; an anonymous call is never refused as unauthenticated.
 * - `own`: needs a session and answers only about the caller; another user succeeds but sees none of the owner's data.
 * - `object`: needs a session and names one of the owner's objects; another user gets 403 or 404.
 * Every line that is not public says what it `needs` (ADR 0056): `personal` (any signed-in person, about themselves),
 * or a capability in the caller's workspace (`read`, `operate`, `administer`, `own`, ROLE_CAPABILITIES in core); the
 * suite calls it as each role of a team in the owner's workspace and as a member of another workspace.
 * `csrf` marks a public mutation that still acts on the session cookie when one comes along (it must then carry
 * the XSRF header); every non-public mutation is checked for that anyway.
 */

/** What the suite knows about the owner's data, to build inputs that name it. */
export interface AccessFixture {
  ownerBatchId: string;
  ownerCampaignId: string;
  ownerAdAccountId: string;
  /** A target of the owner's batch that failed, so it may be retried. */
  ownerFailedTargetId: string;
  /** A batch of the owner's whose targets all failed, so they may be retried together. */
  ownerFailedBatchId: string;
  /** A batch of the owner's scheduled for later, so it may be cancelled. */
  ownerScheduledBatchId: string;
  ownerConnectionId: string;
  /** A session of the owner's that is not used for anything else, so a call may end it. */
  ownerSpareSessionId: string;
  ownerSavedFilterId: string;
  /** The AdFleet id of the owner's ad account and one of its active budgets, for the Budget procedures. */
  ownerAccountUuid: string;
  ownerBudgetItem: { accountId: string; objectType: string; objectId: string };
  ownerBudgetChangeId: string;
  /** The owner's personal workspace: another user may not switch to it. */
  ownerWorkspaceId: string;
  /** A message the outbox keeps for the owner (their sign-up's confirmation). */
  ownerMailId: string;
  /**
   * A manager's proposals waiting in the owner's workspace (ADR 0058): one to read, and one to spend per decision
   * route (approving or rejecting ends a proposal).
   */
  ownerProposals: { read: string; approve: string; reject: string; restApprove: string; restReject: string };
  /** The username of the last user registered for a call of its own. */
  ownUsername?: string;
  /** An analyst of the owner's team whose role an admin may set (to the same role: nothing else changes). */
  ownerAnalystUserId: string;
  /** Members of the owner's workspace kept for removal: one for tRPC, one for REST. */
  ownerSpareMemberIds: [string, string];
  /** Open invitations into the owner's workspace kept for revocation: one for tRPC, one for REST. */
  ownerInvitationIds: [string, string];
  /** For `own-team` calls: the other member of the workspace the last user of its own owns. */
  ownTeammateId?: string;
  /** For `invited-user` calls: the invitation waiting for the last user of its own, and its mailed token. */
  ownInvitationId?: string;
  ownInvitationToken?: string;
}

type Access = 'public' | 'own' | 'object';

type Needs = WorkspaceCapability | 'personal';

export interface AccessRule {
  access: Access;
  needs?: Needs;
  /**
   * An allowed call spends its fixture (a retry, a cancellation, a deletion) or cuts the owner's connection: only the
   * owner's own call makes it; the other roles are checked where they are refused.
   */
  consumes?: true;
  input?: (fixture: AccessFixture) => unknown;
  /**
   * How the owner must call it to succeed: with the session cookie rather than a bearer, or (for another user too)
   * with a session of its own that the call may end, or (for another user too) as a user of its own, for calls that
   * end the caller's other sessions. `joined-user`: a user of its own who joined the owner's workspace (another user's,
   * for another user) as an analyst and works in it, for leaving it. `own-team`: a user of its own whose workspace has
   * a second member (`ownTeammateId`), for handing it on. `invited-user`: a user of its own with an invitation waiting
   * (`ownInvitationId`, `ownInvitationToken`), for accepting or declining it.
   */
  ownerCall?: 'cookie' | 'fresh-session' | 'own-user' | 'joined-user' | 'own-team' | 'invited-user';
  csrf?: true;
  /**
   * The role may read it, but the object is none of a client's business (issue 17: a connection's details): a client
   * finds nothing (404), even with the accounts it holds shared with them.
   */
  hiddenFromClients?: true;
}

const today = new Date().toISOString().slice(0, 10);
/** The oldest day an input may name (the platforms' retention): a range from it covers everything there is. */
const earliest = dayWindow(new Date()).earliest;
const cloneInput = (fixture: AccessFixture) => ({
  campaignId: fixture.ownerCampaignId,
  nameTemplate: '{name} matrix',
  budgetType: 'daily',
  dailyBudget: '5000',
  targetAccounts: [fixture.ownerAdAccountId],
});

export const procedureAccess: Record<string, AccessRule> = {
  'auth.register': { access: 'public' },
  'auth.login': { access: 'public' },
  'auth.me': { access: 'own', needs: 'personal' },
  'auth.logout': { access: 'own', needs: 'personal', ownerCall: 'fresh-session' },
  'auth.sessionToken': { access: 'own', needs: 'personal', ownerCall: 'cookie' },
  'activity.list': { access: 'own', needs: 'read', input: () => ({}) },
  'activity.feed': { access: 'own', needs: 'read', input: () => ({}) },
  'platforms.list': { access: 'own', needs: 'personal' },
  'adAccounts.list': { access: 'own', needs: 'read', input: () => ({}) },
  'adAccounts.details': { access: 'own', needs: 'read', input: () => ({}) },
  'campaigns.list': { access: 'own', needs: 'read', input: () => ({}) },
  'connections.status': { access: 'own', needs: 'read' },
  'connections.oauthStatus': { access: 'public' },
  'connections.summary': { access: 'object', needs: 'read', hiddenFromClients: true, input: (fixture) => ({ connectionId: fixture.ownerConnectionId }) },
  'dashboard.summary': { access: 'own', needs: 'read', input: () => ({ from: earliest, to: today }) },
  'dashboard.activeCampaigns': { access: 'own', needs: 'read', input: () => ({}) },
  'dashboard.accounts': { access: 'own', needs: 'read', input: () => ({ from: earliest, to: today }) },
  'sync.start': { access: 'own', needs: 'operate' },
  'sync.status': { access: 'own', needs: 'read' },
  'sync.facebookAdAccounts': { access: 'own', needs: 'operate' },
  // A run id the caller does not own finds nothing; the owner's own runs are followed in sync-runs.int.test.ts.
  'sync.runs': { access: 'own', needs: 'read', input: () => ({ runIds: ['00000000-0000-4000-8000-000000000000'] }) },
  'clone.preflight': { access: 'object', needs: 'operate', input: cloneInput },
  'clone.start': { access: 'object', needs: 'operate', input: cloneInput },
  'clone.status': { access: 'object', needs: 'read', input: (fixture) => ({ batchId: fixture.ownerBatchId }) },
  'clone.history': { access: 'own', needs: 'read', input: () => ({}) },
  'clone.retry': { access: 'object', needs: 'operate', consumes: true, input: (fixture) => ({ targetId: fixture.ownerFailedTargetId }) },
  'clone.retryFailed': { access: 'object', needs: 'operate', consumes: true, input: (fixture) => ({ batchId: fixture.ownerFailedBatchId }) },
  'clone.cancel': { access: 'object', needs: 'operate', consumes: true, input: (fixture) => ({ batchId: fixture.ownerScheduledBatchId }) },
  'clone.sourceBudget': { access: 'object', needs: 'operate', input: (fixture) => ({ campaignId: fixture.ownerCampaignId }) },
  'budget.overview': { access: 'own', needs: 'read', input: () => ({}) },
  'budget.preview': { access: 'object', needs: 'operate', input: (fixture) => ({ items: [fixture.ownerBudgetItem], operation: { kind: 'raise', percent: 10 } }) },
  'budget.change': { access: 'object', needs: 'operate', input: (fixture) => ({ items: [fixture.ownerBudgetItem], operation: { kind: 'raise', percent: 10 } }) },
  'budget.changeStatus': { access: 'object', needs: 'read', input: (fixture) => ({ changeId: fixture.ownerBudgetChangeId }) },
  'budget.setThreshold': { access: 'object', needs: 'operate', input: (fixture) => ({ accountId: fixture.ownerAccountUuid, period: 'day', amount: 100 }) },
  'approvals.settings': { access: 'own', needs: 'read' },
  // Setting it to what it is (off) changes nothing, so every allowed role may call it.
  'approvals.setRequired': { access: 'own', needs: 'administer', input: () => ({ required: false }) },
  'approvals.list': { access: 'own', needs: 'read', input: () => ({}) },
  // The suite's client is assigned the owner's accounts, so they see the proposal; one not assigned does not.
  'approvals.get': { access: 'object', needs: 'read', input: (fixture) => ({ id: fixture.ownerProposals.read }) },
  'approvals.pendingCount': { access: 'own', needs: 'read' },
  'approvals.approve': { access: 'object', needs: 'decide', consumes: true, input: (fixture) => ({ id: fixture.ownerProposals.approve, comment: 'Matrix' }) },
  'approvals.reject': { access: 'object', needs: 'decide', consumes: true, input: (fixture) => ({ id: fixture.ownerProposals.reject }) },
  'facebook.token': { access: 'public', csrf: true, input: () => ({ accessToken: 'not-a-meta-token' }) },
  'health.database': { access: 'public' },
  'health.auth': { access: 'public' },
  'health.facebookCredentials': { access: 'public' },
  'health.graphApiVersion': { access: 'public' },
  'health.worker': { access: 'public' },
  'system.info': { access: 'public' },
  'currency.preference': { access: 'own', needs: 'read', input: () => undefined },
  // The euro is the rates' base, so it is always a known currency, in an empty test database too.
  'currency.setPreference': { access: 'own', needs: 'administer', input: () => ({ currency: 'EUR' }) },
  'settings.get': { access: 'own', needs: 'personal' },
  'settings.updateProfile': { access: 'own', needs: 'personal', input: () => ({ email: `matrix-${crypto.randomUUID()}@example.com`, firstName: 'Matrix' }) },
  'settings.changePassword': { access: 'own', needs: 'personal', ownerCall: 'own-user', input: () => ({ currentPassword: 'fleet-owner-2931', newPassword: 'fleet-owner-2932', confirmPassword: 'fleet-owner-2932' }) },
  'settings.updatePreferences': { access: 'own', needs: 'personal', input: () => ({ language: 'en' }) },
  'settings.sessions': { access: 'own', needs: 'personal' },
  'settings.revokeSession': { access: 'object', needs: 'personal', input: (fixture) => ({ id: fixture.ownerSpareSessionId }) },
  'settings.revokeOtherSessions': { access: 'own', needs: 'personal', ownerCall: 'own-user' },
  // A user of its own has no connection: disconnecting nothing succeeds; the revocation itself is in settings tests.
  'settings.disconnectFacebook': { access: 'own', needs: 'administer', consumes: true, ownerCall: 'own-user' },
  'settings.disconnectTikTok': { access: 'own', needs: 'administer', consumes: true, ownerCall: 'own-user' },
  'reports.run': { access: 'own', needs: 'read', input: () => ({ from: earliest, to: today }) },
  'reports.savedFilters.list': { access: 'own', needs: 'read' },
  'reports.savedFilters.save': { access: 'own', needs: 'operate', input: () => ({ filterName: `Matrix filter ${crypto.randomUUID().slice(0, 8)}`, filters: {} }) },
  'reports.savedFilters.rename': { access: 'object', needs: 'operate', input: (fixture) => ({ id: fixture.ownerSavedFilterId, filterName: 'Renamed' }) },
  'reports.savedFilters.delete': { access: 'object', needs: 'operate', consumes: true, input: (fixture) => ({ id: fixture.ownerSavedFilterId }) },
  'notifications.list': { access: 'own', needs: 'personal', input: () => ({}) },
  'notifications.unreadCount': { access: 'own', needs: 'personal' },
  'notifications.markRead': { access: 'own', needs: 'personal', input: () => ({ ids: ['1'] }) },
  'notifications.markAllRead': { access: 'own', needs: 'personal' },
  'notifications.preferences': { access: 'own', needs: 'personal' },
  'notifications.setPreferences': { access: 'own', needs: 'personal', input: () => ({ preferences: [{ kind: 'sync_failed', enabled: true }] }) },
  // Reset and confirmation links are their own credential: an unknown token is refused as invalid, never as unsigned.
  'passwordReset.request': { access: 'public', input: () => ({ email: `matrix-${crypto.randomUUID()}@example.com`, language: 'en' }) },
  'passwordReset.complete': { access: 'public', input: () => ({ token: 'not-a-reset-token', newPassword: 'fleet-owner-2933', confirmPassword: 'fleet-owner-2933', language: 'en' }) },
  'emailVerification.status': { access: 'own', needs: 'personal' },
  'emailVerification.resend': { access: 'own', needs: 'personal', input: () => ({ language: 'en' }) },
  'emailVerification.verify': { access: 'public', input: () => ({ token: 'not-a-verification-token' }) },
  // Sandbox mode outside production only (the suite's server is one). Without the sandbox control key (which opens
  // every message, mail-outbox.int.test.ts), a signed-in user reads only the mail sent to them (ADR 0070).
  'mailOutbox.list': { access: 'own', needs: 'personal' },
  'mailOutbox.message': { access: 'object', needs: 'personal', input: (fixture) => ({ id: fixture.ownerMailId }) },
  'dataRights.requestDeletion': { access: 'public', input: () => ({ email: 'matrix-deletion@example.com', language: 'en' }) },
  'dataRights.confirmDeletion': { access: 'public', input: () => ({ token: 'not-a-confirmation-token-at-all' }) },
  'dataRights.deletionStatus': { access: 'public', input: () => ({ code: 'no-such-code' }) },
  // Each call deletes the caller: a user of its own, who types its own username (the suite names it in the fixture).
  'workspaces.list': { access: 'own', needs: 'personal' },
  'workspaces.create': { access: 'own', needs: 'personal', input: () => ({ name: 'Matrix agency' }) },
  'workspaces.switch': { access: 'object', needs: 'personal', input: (fixture) => ({ workspaceId: fixture.ownerWorkspaceId }) },
  'team.members': { access: 'own', needs: 'read' },
  'team.updateMember': { access: 'object', needs: 'administer', input: (fixture) => ({ userId: fixture.ownerAnalystUserId, role: 'analyst' }) },
  'team.removeMember': { access: 'object', needs: 'administer', consumes: true, input: (fixture) => ({ userId: fixture.ownerSpareMemberIds[0], connections: 'keep' }) },
  // Anyone but the owner may leave: a member of its own leaves, so the owner's team stays for the other rows.
  'team.leave': { access: 'own', needs: 'read', consumes: true, ownerCall: 'joined-user', input: () => ({}) },
  'team.transferOwnership': { access: 'own', needs: 'own', consumes: true, ownerCall: 'own-team', input: (fixture) => ({ userId: fixture.ownTeammateId ?? '' }) },
  'invitations.create': { access: 'own', needs: 'administer', input: () => ({ email: `matrix-invite-${crypto.randomUUID()}@example.com`, role: 'analyst' }) },
  'invitations.list': { access: 'own', needs: 'administer' },
  'invitations.revoke': { access: 'object', needs: 'administer', consumes: true, input: (fixture) => ({ id: fixture.ownerInvitationIds[0] }) },
  'invitations.mine': { access: 'own', needs: 'personal' },
  'invitations.accept': { access: 'own', needs: 'personal', ownerCall: 'invited-user', input: (fixture) => ({ id: fixture.ownInvitationId ?? '' }) },
  'invitations.acceptByToken': { access: 'own', needs: 'personal', ownerCall: 'invited-user', input: (fixture) => ({ token: fixture.ownInvitationToken ?? '' }) },
  'invitations.decline': { access: 'own', needs: 'personal', ownerCall: 'invited-user', input: (fixture) => ({ id: fixture.ownInvitationId ?? '' }) },
  // The invitation page before sign-in: the token is the credential; an unknown one is 404, never 401.
  'invitations.preview': { access: 'public', input: () => ({ token: 'not-an-invitation-token-at-all' }) },
  'dataRights.deleteAccount': { access: 'own', needs: 'personal', ownerCall: 'own-user', input: (fixture) => ({ confirmUsername: fixture.ownUsername ?? '' }) },
};

export interface RestRule extends AccessRule {
  /** The concrete path to call, when the route has parameters. */
  path?: (fixture: AccessFixture) => string;
}

/** Keyed by `METHOD /url` as Fastify registered it. Paths under a prefix in `publicPrefixes` need no line of their own. */
export const restAccess: Record<string, RestRule> = {
  'GET /livez': { access: 'public' },
  'GET /readyz': { access: 'public' },
  'GET /api/health/database': { access: 'public' },
  'GET /api/health/auth': { access: 'public' },
  'GET /api/health/worker': { access: 'public' },
  'GET /api/facebook-credentials-status': { access: 'public' },
  'POST /api/auth/register': { access: 'public' },
  'POST /api/auth/login': { access: 'public' },
  'GET /api/auth/me': { access: 'own', needs: 'personal' },
  'POST /api/auth/logout': { access: 'own', needs: 'personal', ownerCall: 'fresh-session' },
  'GET /api/auth/session-token': { access: 'own', needs: 'personal', ownerCall: 'cookie' },
  'GET /api/activity': { access: 'own', needs: 'read' },
  'GET /api/reports/export.csv': { access: 'own', needs: 'read', path: () => `/api/reports/export.csv?from=${earliest}&to=${today}` },
  'GET /api/platforms': { access: 'own', needs: 'personal' },
  'GET /api/ad-accounts': { access: 'own', needs: 'read' },
  'GET /api/campaigns': { access: 'own', needs: 'read' },
  'GET /api/oauth-status': { access: 'public' },
  'POST /api/facebook/token': { access: 'public', csrf: true, input: () => ({ accessToken: 'not-a-meta-token' }) },
  // The spec's sync is a GET that writes: it runs as a mutation, so the cookie alone does not start it.
  'GET /api/facebook/ad-accounts': { access: 'own', needs: 'operate', csrf: true },
  'POST /api/clone-campaign': { access: 'object', needs: 'operate', input: cloneInput },
  'POST /api/clone-campaign/preflight': { access: 'object', needs: 'operate', input: cloneInput },
  'GET /api/clone-campaign/:batchId': { access: 'object', needs: 'read', path: (fixture) => `/api/clone-campaign/${fixture.ownerBatchId}` },
  // The OAuth redirect, its callback and Meta's signed server-to-server callbacks authenticate by state or signature.
  // Where each role's connection goes, signed in and out, is walked by the suite's 'connecting Facebook as each role'.
  'GET /api/auth/facebook': { access: 'public' },
  'GET /api/auth/facebook/callback': { access: 'public' },
  'GET /api/auth/tiktok': { access: 'public' },
  'GET /api/auth/tiktok/callback': { access: 'public' },
  'POST /api/facebook/deauthorize': { access: 'public' },
  'POST /api/facebook/data-deletion': { access: 'public' },
  'POST /api/auth/forgot-password': { access: 'public', input: () => ({ email: `matrix-${crypto.randomUUID()}@example.com`, language: 'en' }) },
  'POST /api/auth/reset-password': { access: 'public', input: () => ({ token: 'not-a-reset-token', newPassword: 'fleet-owner-2933', confirmPassword: 'fleet-owner-2933', language: 'en' }) },
  'POST /api/auth/verify-email': { access: 'public', input: () => ({ token: 'not-a-verification-token' }) },
  'POST /api/auth/verify-email/resend': { access: 'own', needs: 'personal', input: () => ({ language: 'en' }) },
  'GET /api/me/export': { access: 'own', needs: 'personal' },
  'GET /api/workspaces': { access: 'own', needs: 'personal' },
  'POST /api/workspaces': { access: 'own', needs: 'personal', input: () => ({ name: 'Matrix agency' }) },
  // `:id` names the workspace: another user names the owner's and is refused.
  'GET /api/workspaces/:id/members': { access: 'object', needs: 'read', path: (fixture) => `/api/workspaces/${fixture.ownerWorkspaceId}/members` },
  'PATCH /api/workspaces/:id/members/:userId': {
    access: 'object',
    needs: 'administer',
    path: (fixture) => `/api/workspaces/${fixture.ownerWorkspaceId}/members/${fixture.ownerAnalystUserId}`,
    input: () => ({ role: 'analyst' }),
  },
  'DELETE /api/workspaces/:id/members/:userId': {
    access: 'object',
    needs: 'administer',
    consumes: true,
    path: (fixture) => `/api/workspaces/${fixture.ownerWorkspaceId}/members/${fixture.ownerSpareMemberIds[1]}?connections=keep`,
  },
  'GET /api/workspaces/:id/invitations': { access: 'object', needs: 'administer', path: (fixture) => `/api/workspaces/${fixture.ownerWorkspaceId}/invitations` },
  'GET /api/workspaces/:id/export': { access: 'object', needs: 'administer', path: (fixture) => `/api/workspaces/${fixture.ownerWorkspaceId}/export` },
  'POST /api/workspaces/:id/invitations': {
    access: 'object',
    needs: 'administer',
    path: (fixture) => `/api/workspaces/${fixture.ownerWorkspaceId}/invitations`,
    input: () => ({ email: `matrix-invite-${crypto.randomUUID()}@example.com`, role: 'analyst' }),
  },
  'DELETE /api/workspaces/:id/invitations/:invitationId': {
    access: 'object',
    needs: 'administer',
    consumes: true,
    path: (fixture) => `/api/workspaces/${fixture.ownerWorkspaceId}/invitations/${fixture.ownerInvitationIds[1]}`,
  },
  'GET /api/invitations': { access: 'own', needs: 'personal' },
  'POST /api/invitations/accept': { access: 'own', needs: 'personal', ownerCall: 'invited-user', input: (fixture) => ({ token: fixture.ownInvitationToken ?? '' }) },
  'POST /api/invitations/:id/accept': { access: 'own', needs: 'personal', ownerCall: 'invited-user', path: (fixture) => `/api/invitations/${fixture.ownInvitationId ?? ''}/accept` },
  'POST /api/invitations/:id/decline': { access: 'own', needs: 'personal', ownerCall: 'invited-user', path: (fixture) => `/api/invitations/${fixture.ownInvitationId ?? ''}/decline` },
  'GET /api/approvals': { access: 'own', needs: 'read' },
  'POST /api/approvals/:id/approve': { access: 'object', needs: 'decide', consumes: true, path: (fixture) => `/api/approvals/${fixture.ownerProposals.restApprove}/approve`, input: () => ({ comment: 'Matrix' }) },
  'POST /api/approvals/:id/reject': { access: 'object', needs: 'decide', consumes: true, path: (fixture) => `/api/approvals/${fixture.ownerProposals.restReject}/reject`, input: () => ({}) },
};

/**
 * Served on a port of their own, never on the application's (ADR 0099): the processes' Prometheus metrics, which
 * whoever reaches METRICS_PORT may read and nobody else. Asked on the application's port, by anyone, they are not found.
 */
export const servedElsewhere = ['GET /metrics'] as const;

/** Whole areas that are public by design: the Graph sandbox (mounted in sandbox mode only) and the web app's files. */
export const publicPrefixes = ['/sandbox/'] as const;
/** The tRPC endpoint itself: covered procedure by procedure above. */
export const TRPC_ROUTE = '/trpc/:path';
