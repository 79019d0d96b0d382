import { randomBytes } from 'node:crypto';
import {
  type CallerScope,
  emailTaken,
  findUserByFacebookId,
  findUserById,
  insertUser,
  linkFacebookIdentity,
  takenUsernames,
  type Trx,
  upsertAdAccounts,
  upsertConnection,
  type UserRow,
} from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import type { User } from '../auth/auth-schemas.ts';
import { registrationAllowed } from '../auth/auth-throttle.ts';
import { type IssuedSession, issueSession, toUser } from '../auth/session-service.ts';
import { type GraphAdAccount, type GraphUser, graphReads } from '../graph/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { type ConnectDestination, connectWorkspaceAtCommit } from '../workspaces/connect-workspace.ts';
import { toAdAccountUpsert } from '../sync/graph-mapping.ts';
import type { SyncDeps } from '../sync/sync-deps.ts';
import { enqueueAdAccountSyncs } from '../sync/sync-runs.ts';
import { scheduleConnectionSync } from '../sync/sync-schedule.ts';
import { FACEBOOK_PLATFORM_ID } from './facebook-app.ts';
import { FacebookConnectError } from './facebook-connect-error.ts';
import { asConnectError, type VerifiedToken } from './facebook-token-service.ts';
import { placeholderEmail, usernameBase, usernameCandidates } from './social-username.ts';
import { userMessage } from '../messages/index.ts';
import { notifyConnected } from '../notifications/notification-triggers.ts';

export interface FacebookConnectInput {
  /** Long-lived and verified (debug_token) for our app. */
  token: VerifiedToken;
  /** The AdFleet user already signed in, or null: then the Facebook profile signs in or registers someone. */
  signedIn: Pick<CallerScope, 'userId'> | null;
  /** Where the connection goes, decided when the connect began; checked again for the person it turns out to be. */
  destination: ConnectDestination;
  via: 'oauth' | 'sdk';
  request: RequestMeta;
}

export interface FacebookConnectResult {
  user: User;
  /** A new session when the visitor was not signed in (social login). */
  session: IssuedSession | null;
  newUser: boolean;
  connectionId: string;
  adAccountCount: number;
  runIds: string[];
}

/**
 * Stores a Facebook connection and its ad accounts for the signed-in user (or signs in / registers the Facebook
 * profile's owner), with the token encrypted, and queues the first sync and the recurring schedule — all in one
 * transaction with the audit rows, so a failure leaves nothing behind.
 */
export async function connectFacebook(deps: SyncDeps, input: FacebookConnectInput): Promise<FacebookConnectResult> {
  const { token } = input;
  let profile: GraphUser;
  let adAccounts: GraphAdAccount[];
  try {
    const reads = graphReads(deps.graph);
    profile = await reads.me(token.accessToken);
    adAccounts = await reads.adAccounts(token.accessToken);
  } catch (error) {
    throw asConnectError(error, userMessage('facebookProfileReadFailed'));
  }
  if (profile.id !== token.facebookUserId) {
    throw new FacebookConnectError('VALIDATION_FAILED', 'invalid_token', 'user_mismatch', userMessage('facebookUserMismatch'));
  }
  const now = deps.now();

  return deps.db.transaction().execute(async (trx) => {
    const { user, newUser } = await resolveUser(trx, input.signedIn?.userId ?? null, profile, { ip: input.request.ip, now });
    const verdict = await connectWorkspaceAtCommit(trx, user.id, input.destination);
    // Refused, the transaction rolls back: no connection, no ad accounts, no audit row, and no sign-in either.
    if ('refused' in verdict) throw new FacebookConnectError('FORBIDDEN', 'access_denied', verdict.refused.reason, verdict.refused.message);
    const { workspaceId } = verdict;
    await linkFacebookIdentity(trx, user.id, profile.id);
    const connection = await upsertConnection(trx, {
      workspaceId,
      connectedBy: user.id,
      platformId: FACEBOOK_PLATFORM_ID,
      externalUserId: profile.id,
      externalUserName: profile.name,
      accessTokenCiphertext: deps.cipher.encrypt(token.accessToken),
      tokenExpiresAt: token.expiresAt,
      scopes: token.scopes,
    });
    const owner = { workspaceId, connectionId: connection.id, platformId: FACEBOOK_PLATFORM_ID };
    const accounts = await upsertAdAccounts(trx, adAccounts.map((account) => toAdAccountUpsert(account, owner)));
    const runIds = await enqueueAdAccountSyncs(deps, trx, accounts, 'connect');
    await scheduleConnectionSync(deps, trx, connection.id);

    const actor = { type: 'user', userId: user.id } as const;
    const audit = { userId: user.id, actor, request: input.request };
    if (newUser) {
      await recordAudit(trx, { ...audit, event: { action: 'user.registered', metadata: { username: user.username, method: 'facebook' } }, target: { type: 'user', id: user.id } });
    }
    if (!input.signedIn) await recordAudit(trx, { ...audit, event: { action: 'user.login_succeeded', metadata: { method: 'facebook' } } });
    await recordAudit(trx, {
      ...audit,
      workspaceId,
      event: {
        action: 'connection.connected',
        metadata: { platform: 'facebook', externalUserId: profile.id, externalUserName: profile.name, adAccountCount: accounts.length, via: input.via },
      },
      target: { type: 'platform_connection', id: connection.id },
    });
    await notifyConnected(trx, { workspaceId, startedBy: user.id }, connection.id, { platform: 'facebook', name: profile.name ?? profile.id, adAccountCount: accounts.length }, now);
    const session = input.signedIn ? null : await issueSession(trx, user.id, input.request, now);
    return { user: toUser(user), session, newUser, connectionId: connection.id, adAccountCount: accounts.length, runIds };
  });
}

async function resolveUser(trx: Trx, signedInUserId: string | null, profile: GraphUser, signUp: { ip: string; now: Date }): Promise<{ user: UserRow; newUser: boolean }> {
  if (signedInUserId) {
    const user = await findUserById(trx, signedInUserId);
    if (!user) throw new FacebookConnectError('UNAUTHENTICATED', 'access_denied', 'session_expired', userMessage('facebookSessionExpired'));
    return { user, newUser: false };
  }
  const existing = await findUserByFacebookId(trx, profile.id);
  if (existing) return { user: existing, newUser: false };

  const email = profile.email ?? placeholderEmail(profile.id);
  // Taking over an account by a matching e-mail would let whoever controls a Facebook profile into someone else's.
  if (await emailTaken(trx, email)) {
    throw new FacebookConnectError(
      'CONFLICT',
      'account_exists',
      'email_in_use',
      userMessage('facebookEmailInUse'),
    );
  }
  // A new account counts against the address's sign-up limit, shared with the sign-up form; signing in does not.
  if (!(await registrationAllowed(trx, signUp.ip, signUp.now))) {
    throw new FacebookConnectError('RATE_LIMITED', 'access_denied', 'too_many_attempts', userMessage('tooManyAttempts'));
  }
  const candidates = usernameCandidates(usernameBase(profile));
  const taken = await takenUsernames(trx, candidates);
  const username = candidates.find((candidate) => !taken.has(candidate)) ?? `${candidates[0]}.${randomBytes(3).toString('hex')}`;
  const user = await insertUser(trx, {
    username,
    email,
    first_name: profile.first_name ?? null,
    last_name: profile.last_name ?? null,
    password_hash: null,
    facebook_user_id: profile.id,
  });
  return { user, newUser: true };
}
