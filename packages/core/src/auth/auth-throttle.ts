import { clearAuthAttempts, countAuthAttempt, type Db, readAuthAttempts } from '@adfleet/db';
import type { DeviceCookie } from './device-cookie.ts';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins allowed within 15 minutes before refusing (ADR 0013). Per username AND address, and per address,
 * so one address cannot keep guessing; per device cookie, for a browser that signed in to that account before.
 * Nothing refuses by username alone: strangers failing on purpose must not lock the owner out.
 */
export const LOGIN_LIMITS = { perUserAndIp: 5, perIp: 20, perDevice: 5 } as const;
/**
 * Untrusted clients (no device cookie for the account) are slowed instead: after `freeFailures` failures on one
 * account, every attempt waits `baseDelayMs`, doubling each `failuresPerDoubling` more, up to `maxDelayMs`.
 */
export const LOGIN_SLOWDOWN = { freeFailures: 10, failuresPerDoubling: 10, baseDelayMs: 500, maxDelayMs: 10_000 } as const;
/** Registrations per address per 15 minutes. */
export const REGISTER_LIMIT_PER_IP = 10;

/** Who is trying: the account (its id when it exists, else the name typed), the address, and a device cookie for it. */
export interface LoginAttempt {
  account: string;
  ip: string;
  /** Only a verified device cookie naming this very account. */
  device: DeviceCookie | null;
}

export type LoginThrottle = { kind: 'allowed'; delayMs: number } | { kind: 'refused'; by: 'address' | 'device' };

function keys({ account, ip, device }: LoginAttempt) {
  return {
    userAndIp: `login:user-ip:${account}|${ip}`,
    user: `login:user:${account}`,
    ip: `login:ip:${ip}`,
    device: device ? `login:device:${device.nonce}` : null,
    refused: `login:refused:${account}`,
  };
}

/** The delay an untrusted attempt waits, given the account's failures from untrusted clients in this window. */
export function slowdownDelayMs(accountFailures: number): number {
  const { freeFailures, failuresPerDoubling, baseDelayMs, maxDelayMs } = LOGIN_SLOWDOWN;
  if (accountFailures < freeFailures) return 0;
  return Math.min(baseDelayMs * 2 ** Math.floor((accountFailures - freeFailures) / failuresPerDoubling), maxDelayMs);
}

/** Decides, before the password is checked, whether this attempt is refused, and if not how long it waits. */
export async function loginThrottle(db: Db, attempt: LoginAttempt, now: Date): Promise<LoginThrottle> {
  const k = keys(attempt);
  if (k.device) {
    const failures = await readAuthAttempts(db, k.device, now, WINDOW_MS);
    return failures >= LOGIN_LIMITS.perDevice ? { kind: 'refused', by: 'device' } : { kind: 'allowed', delayMs: 0 };
  }
  const [userAndIp, byIp, user] = await Promise.all([
    readAuthAttempts(db, k.userAndIp, now, WINDOW_MS),
    readAuthAttempts(db, k.ip, now, WINDOW_MS),
    readAuthAttempts(db, k.user, now, WINDOW_MS),
  ]);
  if (userAndIp >= LOGIN_LIMITS.perUserAndIp || byIp >= LOGIN_LIMITS.perIp) return { kind: 'refused', by: 'address' };
  return { kind: 'allowed', delayMs: slowdownDelayMs(user) };
}

/** A failure from a trusted device counts against that device only; any other against account and address. */
export async function recordLoginFailure(db: Db, attempt: LoginAttempt, now: Date): Promise<void> {
  const k = keys(attempt);
  const counted = k.device ? [k.device] : [k.userAndIp, k.user, k.ip];
  await Promise.all(counted.map((key) => countAuthAttempt(db, key, now, WINDOW_MS)));
}

/**
 * Counts a refused attempt and tells whether it is the first refusal for this account in the window: only that one
 * is audited, so a flood of refused guesses leaves one row (the count stays in auth_attempts), not one per guess.
 */
export async function isFirstRefusalInWindow(db: Db, attempt: LoginAttempt, now: Date): Promise<boolean> {
  return (await countAuthAttempt(db, keys(attempt).refused, now, WINDOW_MS)) === 1;
}

/** A successful sign-in forgives this address's failures for the account (not the address's overall count). */
export async function clearLoginFailures(db: Db, attempt: LoginAttempt): Promise<void> {
  await clearAuthAttempts(db, keys(attempt).userAndIp);
}

/** Counts this registration attempt and tells whether it goes over the limit. */
export async function registrationAllowed(db: Db, ip: string, now: Date): Promise<boolean> {
  return (await countAuthAttempt(db, `register:ip:${ip}`, now, WINDOW_MS)) <= REGISTER_LIMIT_PER_IP;
}
