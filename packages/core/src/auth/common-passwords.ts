import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords zxcvbn-ts ranks from leaked sets (ASVS 6.2.4 asks for at least the top 3,000).
 * Kept server-side only: the list is about 400 kB, so the web form shows the server's verdict instead of shipping it.
 */
const commonPasswords = new Set(dictionary['passwords-common']);

/** The list is lower-case, and "Password123" is no harder to guess than "password123". */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
