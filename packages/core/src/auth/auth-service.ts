import { type Db, deleteUserSessions, findTakenIdentifiers, findUserBySignInName, insertUser, isUniqueViolation } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import type { RequestMeta } from '../request-meta.ts';
import { type AuthResult, type LoginInput, type RegisterInput, registerInputSchema } from './auth-schemas.ts';
import { clearLoginFailures, isFirstRefusalInWindow, type LoginAttempt, loginThrottle, recordLoginFailure, registrationAllowed } from './auth-throttle.ts';
import { issueDeviceCookie, verifyDeviceCookie } from './device-cookie.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import { requireStrongPassword } from './password-strength.ts';
import { type IssuedSession, issueSession, toUser } from './session-service.ts';
import { userMessage } from '../messages/index.ts';
import { sendVerificationMail, type VerificationMailDeps } from '../account-links/email-verification.ts';

export interface AuthDeps {
  db: Db;
  request: RequestMeta;
  now: Date;
}

/** What a sign-in needs beyond AuthDeps: the device-cookie key and the cookie the browser sent, and a way to wait. */
export interface DeviceDeps {
  deviceKey: Buffer;
  /** The device cookie's value as the browser sent it, if any. */
  deviceCookie?: string | undefined;
  /** Injected so tests see the delay decided without waiting it out. */
  sleep?: ((ms: number) => Promise<void>) | undefined;
}

/** A signed-in result, with the device cookie to give the browser (a new one at every sign-in). */
export type SignedIn = AuthResult & { session: IssuedSession; deviceCookie: string };


/** Sign-up mails a confirmation link (ADR 0037): the queue, the app's URL and the language to write it in. */
export type RegisterMailDeps = Omit<VerificationMailDeps, 'now'>;

export async function register({ db, request, now, deviceKey, mail }: AuthDeps & DeviceDeps & { mail: RegisterMailDeps }, rawInput: RegisterInput): Promise<SignedIn> {
  const input = registerInputSchema.parse(rawInput);
  if (!(await registrationAllowed(db, request.ip, now))) throw new AppError('RATE_LIMITED', userMessage('tooManyAttempts'));
  await requireStrongPassword(input.password, input, 'password');
  const taken = await findTakenIdentifiers(db, input.username, input.email);
  if (taken.username || taken.email) throw new AppError('CONFLICT', userMessage('credentialsTaken'));
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        username: input.username,
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: passwordHash,
      });
      const session = await issueSession(trx, user.id, request, now);
      await recordAudit(trx, {
        event: { action: 'user.registered', metadata: { username: user.username, method: 'password' } },
        userId: user.id,
        actor: { type: 'user', userId: user.id },
        target: { type: 'user', id: user.id },
        request,
      });
      await sendVerificationMail(trx, { ...mail, now }, user);
      return { token: session.token, user: toUser(user), session, deviceCookie: issueDeviceCookie(deviceKey, user.id) };
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, and the loser gets the same answer as above.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', userMessage('credentialsTaken'), { cause: error });
    throw error;
  }
}

export async function login(deps: AuthDeps & DeviceDeps, input: LoginInput): Promise<SignedIn> {
  const { db, request, now, deviceKey } = deps;
  const user = await findUserBySignInName(db, input.username);
  const device = verifyDeviceCookie(deviceKey, deps.deviceCookie);
  const attempt: LoginAttempt = {
    // Keyed by the account, so typing the e-mail instead of the username counts the same.
    account: user?.id ?? input.username.toLowerCase(),
    ip: request.ip,
    device: user && device?.userId === user.id ? device : null,
  };
  const throttle = await loginThrottle(db, attempt, now);
  if (throttle.kind === 'refused') {
    if (await isFirstRefusalInWindow(db, attempt, now)) await auditLoginFailure(db, request, input.username, user?.id ?? null, 'rate_limited');
    throw new AppError('RATE_LIMITED', userMessage('tooManyAttempts'));
  }
  if (throttle.delayMs > 0) await (deps.sleep ?? sleep)(throttle.delayMs);
  const valid = await verifyPassword(user?.password_hash, input.password);
  if (!user || !valid) {
    await recordLoginFailure(db, attempt, now);
    const reason = !user ? 'unknown_user' : user.password_hash ? 'bad_password' : 'no_password';
    await auditLoginFailure(db, request, input.username, user?.id ?? null, reason);
    throw new AppError('UNAUTHENTICATED', userMessage('badCredentials'));
  }
  await clearLoginFailures(db, attempt);
  return db.transaction().execute(async (trx) => {
    const session = await issueSession(trx, user.id, request, now);
    await recordAudit(trx, {
      event: { action: 'user.login_succeeded', metadata: { method: 'password' } },
      userId: user.id,
      actor: { type: 'user', userId: user.id },
      request,
    });
    return { token: session.token, user: toUser(user), session, deviceCookie: issueDeviceCookie(deviceKey, user.id) };
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function auditLoginFailure(
  db: Db,
  request: RequestMeta,
  usernameTried: string,
  userId: string | null,
  reason: 'unknown_user' | 'bad_password' | 'no_password' | 'rate_limited',
) {
  return db.transaction().execute((trx) =>
    recordAudit(trx, {
      event: { action: 'user.login_failed', metadata: { usernameTried: usernameTried.slice(0, 254), reason } },
      userId,
      actor: { type: 'anonymous' },
      request,
    }),
  );
}

/**
 * Signs the browser out: ends the session the request is signed in with and any other of the user's sessions the
 * browser presented (its session cookie beside a bearer token), so none of them answers afterwards (ADR 0071).
 */
export async function logout({ db, request }: Omit<AuthDeps, 'now'>, browser: { userId: string; sessionIds: readonly string[] }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteUserSessions(trx, { userId: browser.userId }, [...new Set(browser.sessionIds)]);
    await recordAudit(trx, { event: { action: 'user.logged_out', metadata: {} }, userId: browser.userId, actor: { type: 'user', userId: browser.userId }, request });
  });
}

/**
 * The spec's recovery flow: a browser that still holds a session cookie gets that same session as its bearer token,
 * never a new one, so the browser has one session however often it asks, and signing out ends it (ADR 0071).
 */
export async function recoverSession({ db, request }: Omit<AuthDeps, 'now'>, session: { userId: string; token: string }): Promise<{ token: string }> {
  const { userId } = session;
  await db.transaction().execute((trx) => recordAudit(trx, { event: { action: 'session.recovered', metadata: {} }, userId, actor: { type: 'user', userId }, request }));
  return { token: session.token };
}
