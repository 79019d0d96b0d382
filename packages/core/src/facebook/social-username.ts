import type { GraphUser } from '../graph/index.ts';

const MAX_BASE_LENGTH = 40;

/** "Chloé Martin" → "chloe.martin": letters and digits of the Facebook name, joined by dots, at least 3 characters. */
export function usernameBase(profile: Pick<GraphUser, 'name' | 'first_name' | 'last_name'>): string {
  const name = profile.name || [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/\.+$/, '');
  if (ascii.length === 0) return 'facebook.user';
  return ascii.length < 3 ? `${ascii}.user` : ascii;
}

/** The base, then base2, base3…: the first one nobody has is the new user's name. */
export function usernameCandidates(base: string, count = 20): string[] {
  return [base, ...Array.from({ length: count - 1 }, (_, index) => `${base}${index + 2}`)];
}

/** Users who share no e-mail with Facebook get an address under a reserved domain (RFC 2606), never deliverable. */
export function placeholderEmail(facebookUserId: string): string {
  return `facebook-${facebookUserId}@users.adfleet.invalid`;
}
