import { z } from 'zod';
import type { WorkspaceRoleName } from '../workspaces/role-rules.ts';

/*
 * The Team API (issue 17): members, their roles and client assignments, invitations. The server's procedures and the
 * web's Settings → Team and invitation page both read these shapes, so this file imports nothing the web cannot.
 */

/** The roles an invitation or a role change may give: ownership is only ever handed on (`team.transferOwnership`). */
export const INVITED_ROLES = ['admin', 'manager', 'analyst', 'client'] as const satisfies readonly WorkspaceRoleName[];
export type InvitedRoleName = (typeof INVITED_ROLES)[number];
const invitedRoleSchema = z.enum(INVITED_ROLES);

/** Every role a member may hold, the owner included (a mirror of WORKSPACE_ROLES; team-schemas.test.ts keeps them equal). */
export const MEMBER_ROLES = ['owner', 'admin', 'manager', 'analyst', 'client'] as const satisfies readonly WorkspaceRoleName[];
const memberRoleSchema = z.enum(MEMBER_ROLES);

/** AdFleet's ad account ids; a workspace has few enough that 500 is no limit a person meets. */
const adAccountIdsSchema = z.array(z.uuid()).max(500);
/** The platforms' business ids (digits at Meta and TikTok). */
const businessIdsSchema = z.array(z.string().trim().min(1).max(64)).max(200);
const userIdSchema = z.uuid();
const invitationIdSchema = z.object({ id: z.uuid() });
/** The mailed token: 32 random bytes, base64url (43 characters). */
const invitationTokenSchema = z.string().trim().min(20).max(100);

// ---- team ----------------------------------------------------------------------------------------------------------

export interface TeamMember {
  userId: string;
  username: string;
  displayName: string | null;
  /** Only admins and the owner see members' emails; null for everyone else. */
  email: string | null;
  role: WorkspaceRoleName;
  /** A client's assigned ad accounts (AdFleet ids); empty for other roles. */
  adAccountIds: string[];
  /** A client's assigned businesses (the platform's ids); empty for other roles. */
  businessIds: string[];
  joinedAt: Date;
  /** How many of the workspace's platform connections this member made. */
  connectionsMade: number;
  isYou: boolean;
}

export const teamMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  role: memberRoleSchema,
  adAccountIds: z.array(z.string()),
  businessIds: z.array(z.string()),
  joinedAt: z.date(),
  connectionsMade: z.number().int(),
  isYou: z.boolean(),
}) satisfies z.ZodType<TeamMember>;
export const teamMemberListSchema = z.array(teamMemberSchema);

/** A role change and/or a client's assignments; assignments are only for clients. */
export const updateMemberInputSchema = z.object({
  userId: userIdSchema,
  role: invitedRoleSchema.optional(),
  adAccountIds: adAccountIdsSchema.optional(),
  businessIds: businessIdsSchema.optional(),
});
export type UpdateMemberInput = z.input<typeof updateMemberInputSchema>;

/** What happens to the platform connections the removed member made: kept working, or disconnected at the platform. */
const REMOVAL_CONNECTION_CHOICES = ['keep', 'disconnect'] as const;
export type RemovalConnectionChoice = (typeof REMOVAL_CONNECTION_CHOICES)[number];

export const removeMemberInputSchema = z.object({ userId: userIdSchema, connections: z.enum(REMOVAL_CONNECTION_CHOICES) });
export type RemoveMemberInput = z.input<typeof removeMemberInputSchema>;

export interface RemoveMemberResult {
  connectionsDisconnected: number;
  /** Queued clone targets and budget changes the member started that were cancelled. */
  workCancelled: number;
}
export const removeMemberResultSchema = z.object({
  connectionsDisconnected: z.number().int(),
  workCancelled: z.number().int(),
}) satisfies z.ZodType<RemoveMemberResult>;

export const leaveInputSchema = z.object({});
export interface LeaveResult {
  /** The workspace they now work in; null when they belong to none. */
  workspaceId: string | null;
}
export const leaveResultSchema = z.object({ workspaceId: z.string().nullable() }) satisfies z.ZodType<LeaveResult>;

export const transferOwnershipInputSchema = z.object({ userId: userIdSchema });
export type TransferOwnershipInput = z.input<typeof transferOwnershipInputSchema>;

export const emptyResultSchema = z.object({});

// ---- invitations ---------------------------------------------------------------------------------------------------

export const createInvitationInputSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  role: invitedRoleSchema,
  adAccountIds: adAccountIdsSchema.optional(),
  businessIds: businessIdsSchema.optional(),
});
export type CreateInvitationInput = z.input<typeof createInvitationInputSchema>;

export const createInvitationResultSchema = z.object({ id: z.string() });

export interface WorkspaceInvitation {
  id: string;
  email: string;
  role: InvitedRoleName;
  adAccountIds: string[];
  businessIds: string[];
  /** The inviter's username; null once their account is gone. */
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
}
const workspaceInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: invitedRoleSchema,
  adAccountIds: z.array(z.string()),
  businessIds: z.array(z.string()),
  invitedBy: z.string().nullable(),
  createdAt: z.date(),
  expiresAt: z.date(),
  expired: z.boolean(),
}) satisfies z.ZodType<WorkspaceInvitation>;
export const workspaceInvitationListSchema = z.array(workspaceInvitationSchema);

export const revokeInvitationInputSchema = invitationIdSchema;

/** An invitation waiting for the signed-in person (matched by their email). */
export interface PendingInvitation {
  id: string;
  workspaceId: string;
  workspaceName: string;
  role: InvitedRoleName;
  invitedBy: string | null;
  expiresAt: Date;
}
const pendingInvitationSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  workspaceName: z.string(),
  role: invitedRoleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.date(),
}) satisfies z.ZodType<PendingInvitation>;
export const pendingInvitationListSchema = z.array(pendingInvitationSchema);

export const acceptInvitationInputSchema = invitationIdSchema;
export const acceptInvitationByTokenInputSchema = z.object({ token: invitationTokenSchema });
export const declineInvitationInputSchema = invitationIdSchema;

export interface AcceptInvitationResult {
  /** The workspace joined, now the caller's current one. */
  workspaceId: string;
}
export const acceptInvitationResultSchema = z.object({ workspaceId: z.string() }) satisfies z.ZodType<AcceptInvitationResult>;

const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const previewInvitationInputSchema = z.object({ token: invitationTokenSchema });

/** What the invitation page shows before anyone signs in. */
export interface InvitationPreview {
  workspaceName: string;
  invitedBy: string | null;
  role: InvitedRoleName;
  /** The address the invitation is for: the page asks the visitor to sign in (or sign up) with it. */
  email: string;
  expiresAt: Date;
  status: InvitationStatus;
}
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  invitedBy: z.string().nullable(),
  role: invitedRoleSchema,
  email: z.string(),
  expiresAt: z.date(),
  status: z.enum(INVITATION_STATUSES),
}) satisfies z.ZodType<InvitationPreview>;
