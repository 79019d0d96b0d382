import { clearAuthAttempts, countAuthAttempt, type Db, readAuthAttempts } from '@adfleet/db';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Limits on failed sign-ins within 15 minutes. The tight limit is per username AND address, so an attacker cannot
 * lock a person out from everywhere by failing on purpose; a looser per-username limit stops a distributed guess at
 * one account, and the per-address limit stops one address spraying many accounts.
 */
export const LOGIN_LIMITS = { perUserAndIp: 5, perUser: 50, perIp: 20 } as const;
/** Registrations per address per 15 minutes. */
export const REGISTER_LIMIT_PER_IP = 10;

function loginKeys(username: string, ip: string) {
  const user = username.toLowerCase();
  return { userAndIp: `login:user-ip:${user}|${ip}`, user: `login:user:${user}`, ip: `login:ip:${ip}` };
}

export async function isLoginBlocked(db: Db, username: string, ip: string, now: Date): Promise<boolean> {
  const keys = loginKeys(username, ip);
  const [userAndIp, user, byIp] = await Promise.all([
    readAuthAttempts(db, keys.userAndIp, now, WINDOW_MS),
    readAuthAttempts(db, keys.user, now, WINDOW_MS),
    readAuthAttempts(db, keys.ip, now, WINDOW_MS),
  ]);
  return userAndIp >= LOGIN_LIMITS.perUserAndIp || user >= LOGIN_LIMITS.perUser || byIp >= LOGIN_LIMITS.perIp;
}

export async function recordLoginFailure(db: Db, username: string, ip: string, now: Date): Promise<void> {
  const keys = loginKeys(username, ip);
  await Promise.all([keys.userAndIp, keys.user, keys.ip].map((key) => countAuthAttempt(db, key, now, WINDOW_MS)));
}

/** A successful sign-in forgives this address's failures for that username (not the address's overall count). */
export async function clearLoginFailures(db: Db, username: string, ip: string): Promise<void> {
  await clearAuthAttempts(db, loginKeys(username, ip).userAndIp);
}

/** Counts this registration attempt and tells whether it goes over the limit. */
export async function registrationAllowed(db: Db, ip: string, now: Date): Promise<boolean> {
  return (await countAuthAttempt(db, `register:ip:${ip}`, now, WINDOW_MS)) <= REGISTER_LIMIT_PER_IP;
}
