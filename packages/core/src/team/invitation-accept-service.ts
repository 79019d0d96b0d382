import {
  type Db,
  findInvitationById,
  findInvitationByTokenHash,
  findMemberRole,
  findUserById,
  insertMember,
  type InvitationRow,
  type InvitationWithNames,
  listPendingInvitationsFor,
  lockInvitation,
  markInvitationAccepted,
  revokeInvitation,
  setCurrentWorkspace,
  setMemberAssignments,
} from '@adfleet/db';
import { hashAccountLinkToken } from '../account-links/account-link-token.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { throttleInvitationLookup } from './invitation-token-throttle.ts';
import type { AcceptInvitationResult, InvitationPreview, InvitationStatus, PendingInvitation } from './team-schemas.ts';

/** The signed-in person an invitation is offered to: matched by their account's email, verified or not. */
export interface Invitee {
  userId: string;
  email: string;
}

const sameEmail = (invitation: Pick<InvitationRow, 'email'>, invitee: Invitee) => invitation.email === invitee.email.toLowerCase();

/**
 * Whether the app may offer the caller the invitations for their address. Anyone may sign up with any address, so
 * without a verified one the in-app list would hand a stranger the invitations meant for its owner; the mailed link
 * proves the address by itself and works either way.
 */
async function ownsAddress(db: Db, invitee: Invitee): Promise<boolean> {
  const user = await findUserById(db, invitee.userId);
  return user?.email_verified_at != null;
}

function invitationStatus(invitation: Pick<InvitationRow, 'accepted_at' | 'revoked_at' | 'expires_at'>, now: Date): InvitationStatus {
  if (invitation.accepted_at) return 'accepted';
  if (invitation.revoked_at) return 'revoked';
  return invitation.expires_at <= now ? 'expired' : 'pending';
}

/** Invitations waiting for the caller's address, soonest to expire first. */
export async function myInvitations(db: Db, invitee: Invitee, now: Date): Promise<PendingInvitation[]> {
  if (!(await ownsAddress(db, invitee))) return [];
  const rows = await listPendingInvitationsFor(db, invitee.email.toLowerCase(), now);
  return rows.map((row) => ({ id: row.id, workspaceId: row.workspace_id, workspaceName: row.workspace_name, role: row.role, invitedBy: row.invited_by_username, expiresAt: row.expires_at }));
}

/** What the invitation page shows before anyone signs in. An unknown token is 404; the lookups are throttled per address. */
export async function previewInvitation(db: Db, token: string, now: Date, request: RequestMeta): Promise<InvitationPreview> {
  await throttleInvitationLookup(db, request.ip, now);
  const invitation = await findInvitationByTokenHash(db, hashAccountLinkToken(token));
  if (!invitation) throw new AppError('NOT_FOUND', userMessage('invitationNotFound'));
  return { workspaceName: invitation.workspace_name, invitedBy: invitation.invited_by_username, role: invitation.role, email: invitation.email, expiresAt: invitation.expires_at, status: invitationStatus(invitation, now) };
}

/**
 * Accepting from the app's list: an invitation for another address is, to this caller, one that does not exist; one
 * for their address needs it verified first (else the mailed link).
 */
export async function acceptInvitation(db: Db, invitee: Invitee, id: string, now: Date, request: RequestMeta): Promise<AcceptInvitationResult> {
  const invitation = await findInvitationById(db, id);
  if (!invitation || !sameEmail(invitation, invitee)) throw new AppError('NOT_FOUND', userMessage('invitationNotFound'));
  if (!(await ownsAddress(db, invitee))) throw new AppError('FORBIDDEN', userMessage('invitationNeedsVerifiedEmail'));
  return accept(db, invitee, invitation, now, request);
}

/** Accepting from the mailed link: the link names its address, so a mismatch says which one to sign in as. */
export async function acceptInvitationByToken(db: Db, invitee: Invitee, token: string, now: Date, request: RequestMeta): Promise<AcceptInvitationResult> {
  await throttleInvitationLookup(db, request.ip, now);
  const invitation = await findInvitationByTokenHash(db, hashAccountLinkToken(token));
  if (!invitation) throw new AppError('NOT_FOUND', userMessage('invitationNotFound'));
  return accept(db, invitee, invitation, now, request);
}

/**
 * Joins the workspace with the invitation's role (a client with its accounts and businesses), marks it used and makes
 * the workspace the person's current one, with an audit row, in one transaction under the invitation's lock: expired,
 * withdrawn, used or another address's → refused, nothing changed. Someone already a member keeps their role.
 */
async function accept(db: Db, invitee: Invitee, found: InvitationWithNames, now: Date, request: RequestMeta): Promise<AcceptInvitationResult> {
  return db.transaction().execute(async (trx) => {
    const invitation = await lockInvitation(trx, found.id);
    if (!invitation) throw new AppError('NOT_FOUND', userMessage('invitationNotFound'));
    refuseUnusable(invitation, now);
    if (!sameEmail(invitation, invitee)) throw new AppError('FORBIDDEN', userMessage('invitationEmailMismatch', { email: invitation.email }));
    const member = { workspaceId: invitation.workspace_id, userId: invitee.userId };
    if (!(await findMemberRole(trx, member.workspaceId, member.userId))) {
      await insertMember(trx, member.workspaceId, member.userId, invitation.role);
      if (invitation.role === 'client') await setMemberAssignments(trx, member, { adAccountIds: invitation.ad_account_ids, businessIds: invitation.business_ids });
    }
    await markInvitationAccepted(trx, invitation.id, invitee.userId, now);
    await setCurrentWorkspace(trx, invitee.userId, member.workspaceId);
    await recordAudit(trx, {
      event: { action: 'member.joined', metadata: { invitationId: invitation.id, role: invitation.role } },
      userId: invitee.userId,
      workspaceId: member.workspaceId,
      actor: { type: 'user', userId: invitee.userId },
      target: { type: 'invitation', id: invitation.id },
      request,
    });
    return { workspaceId: member.workspaceId };
  });
}

function refuseUnusable(invitation: InvitationRow, now: Date): void {
  const status = invitationStatus(invitation, now);
  if (status === 'accepted') throw new AppError('CONFLICT', userMessage('invitationUsed'));
  if (status === 'revoked') throw new AppError('CONFLICT', userMessage('invitationRevoked'));
  if (status === 'expired') throw new AppError('CONFLICT', userMessage('invitationExpired'));
}

/** The invitee turns an invitation down: it is withdrawn, so its link stops working too. */
export async function declineInvitation(db: Db, invitee: Invitee, id: string, now: Date, request: RequestMeta): Promise<Record<string, never>> {
  const invitation = await findInvitationById(db, id);
  if (!invitation || !sameEmail(invitation, invitee)) throw new AppError('NOT_FOUND', userMessage('invitationNotFound'));
  if (!(await ownsAddress(db, invitee))) throw new AppError('FORBIDDEN', userMessage('invitationNeedsVerifiedEmail'));
  await db.transaction().execute(async (trx) => {
    const declined = await revokeInvitation(trx, invitation.workspace_id, invitation.id, now);
    if (!declined) throw new AppError('NOT_FOUND', userMessage('invitationNotFound'));
    await recordAudit(trx, {
      event: { action: 'invitation.revoked', metadata: { invitationId: declined.id, email: declined.email, role: declined.role, by: 'invitee' } },
      userId: invitee.userId,
      workspaceId: declined.workspace_id,
      actor: { type: 'user', userId: invitee.userId },
      target: { type: 'invitation', id: declined.id },
      request,
    });
  });
  return {};
}
