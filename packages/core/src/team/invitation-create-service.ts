import { type CallerScope, countAction, type Db, findUserById, findWorkspaceName, insertInvitation, listTeamMembers, revokeOpenInvitationsFor } from '@adfleet/db';
import { minutesLeft, newAccountLinkToken } from '../account-links/account-link-token.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import type { TransactionalJobs } from '../jobs/transactional-jobs.ts';
import type { MailLanguage } from '../mail/mail-template.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { checkAssignments } from './team-assignments.ts';
import { type CreateInvitationInput, createInvitationInputSchema } from './team-schemas.ts';

/** How long a mailed invitation link works (ADR 0057). */
const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitations a workspace may send per hour: enough for onboarding a team, too few to spam with AdFleet's name. */
export const INVITATION_LIMIT = { perWorkspace: 20, windowMs: 60 * 60 * 1000 } as const;

export interface InvitationDeps {
  db: Db;
  jobs: TransactionalJobs;
  now: Date;
  /** The app's public URL, for the link. */
  appUrl: string;
  /** The request's language, when the inviter chose none: the invitee's is unknown, the inviter's is the best guess. */
  language: MailLanguage;
}

/**
 * An admin invites an address into the workspace with a role (a client with the accounts or businesses they will
 * see). Only the SHA-256 of the link's token is stored; the token lives in the mail alone. Inviting an address again
 * replaces its open invitation (the older link stops working), so "send again" is just inviting again.
 */
export async function createInvitation(deps: InvitationDeps, scope: CallerScope, rawInput: CreateInvitationInput, request: RequestMeta): Promise<{ id: string }> {
  const input = createInvitationInputSchema.parse(rawInput);
  const email = input.email.toLowerCase();
  const access = { adAccountIds: [...new Set(input.adAccountIds ?? [])], businessIds: [...new Set(input.businessIds ?? [])] };
  await checkAssignments(deps.db, scope.workspaceId, input.role, access);
  const members = await listTeamMembers(deps.db, scope.workspaceId);
  if (members.some((member) => member.email.toLowerCase() === email)) throw new AppError('CONFLICT', userMessage('invitationAlreadyMember', { email }));
  const counted = await countAction(deps.db, `invite:workspace:${scope.workspaceId}`, deps.now, INVITATION_LIMIT.windowMs);
  if (counted.count > INVITATION_LIMIT.perWorkspace) {
    const minutes = minutesLeft(counted.windowStartedAt, INVITATION_LIMIT.windowMs, deps.now);
    throw new AppError('RATE_LIMITED', userMessage('invitationsLimited', { count: minutes }), { retryAfterSeconds: minutes * 60 });
  }
  const inviter = await findUserById(deps.db, scope.userId);
  const workspace = (await findWorkspaceName(deps.db, scope.workspaceId)) ?? '';
  const { token, hash } = newAccountLinkToken();
  return deps.db.transaction().execute(async (trx) => {
    const replaced = await revokeOpenInvitationsFor(trx, scope.workspaceId, email, deps.now);
    const { id } = await insertInvitation(trx, {
      workspaceId: scope.workspaceId,
      email,
      role: input.role,
      ...(input.role === 'client' ? access : { adAccountIds: [], businessIds: [] }),
      tokenHash: hash,
      invitedBy: scope.userId,
      createdAt: deps.now,
      expiresAt: new Date(deps.now.getTime() + INVITATION_LIFETIME_MS),
    });
    await queueMail(trx, deps.jobs, {
      to: email,
      userId: null,
      template: 'workspace-invitation',
      language: inviter?.language ?? deps.language,
      params: { inviter: inviterName(inviter, scope.userId), workspace, role: input.role, link: `${deps.appUrl}/invitation?token=${token}` },
    });
    await recordAudit(trx, {
      event: { action: 'member.invited', metadata: { invitationId: id, email, role: input.role, replaced: replaced.length } },
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      target: { type: 'invitation', id },
      request,
    });
    return { id };
  });
}

function inviterName(user: { first_name: string | null; last_name: string | null; username: string } | undefined, fallback: string): string {
  if (!user) return fallback;
  return [user.first_name, user.last_name].filter((part): part is string => !!part).join(' ') || user.username;
}
