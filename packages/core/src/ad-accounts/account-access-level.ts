/**
 * What the connected person may do on an ad account, from Meta's `user_tasks`: MANAGE is an admin (full), ADVERTISE
 * without MANAGE may create and edit ads but not manage the account (limited), ANALYZE alone only reads (read only).
 */
export type AccountAccessLevel = 'full' | 'limited' | 'read_only';

export function accessLevelOf(tasks: readonly string[] | null): AccountAccessLevel | null {
  if (!tasks) return null;
  if (tasks.includes('MANAGE')) return 'full';
  if (tasks.includes('ADVERTISE')) return 'limited';
  return 'read_only';
}
