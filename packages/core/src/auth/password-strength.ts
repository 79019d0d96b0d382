import type { UserRow } from '@adfleet/db';
import type { TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AppError } from '../errors/app-error.ts';
import { type MessageCode, userMessage, type UserMessage } from '../messages/index.ts';

/** zxcvbn's scale runs 0–4; 3 takes at least 10^8 guesses: "safely unguessable" online, some protection offline. */
const MIN_PASSWORD_SCORE = 3;

/**
 * Only the first 40 characters are scored: any password whose first 40 score 3 or more is strong, and scoring grows
 * steeply with length (a 128-character mix of look-alike symbols takes seconds). With the substitution cap, one check
 * costs tens of milliseconds at most.
 */
const SCORED_LENGTH = 40;
const L33T_VARIANTS = 10;

/** What a person is known by: their password must not be built from it (ASVS 6.2.11). */
export interface PasswordOwner {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export const passwordOwnerOf = (user: Pick<UserRow, 'username' | 'email' | 'first_name' | 'last_name'>): PasswordOwner => ({
  username: user.username,
  email: user.email,
  firstName: user.first_name,
  lastName: user.last_name,
});

/**
 * The dictionaries (~49,000 leaked passwords, ranked, and diceware words) take about 12 MB and a fifth of a second to
 * load, so they are loaded at the first password a person sets, not with the module: the worker, and a server that
 * never sees a sign-up, never pay for them. English and Spanish word lists would add over 60 MB to every server that
 * has (ADR 0073).
 */
let scorer: Promise<ZxcvbnFactory> | undefined;
function loadScorer(): Promise<ZxcvbnFactory> {
  scorer ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
    return new ZxcvbnFactory({
      dictionary: common.dictionary,
      graphs: common.adjacencyGraphs,
      maxLength: SCORED_LENGTH,
      l33tMaxSubstitutions: L33T_VARIANTS,
    });
  })();
  return scorer;
}

const withoutAccents = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/** The words a guesser who knows the person and the product would try first. */
function ownWordsOf(owner: PasswordOwner): string[] {
  const localPart = owner.email.split('@')[0] ?? '';
  const names = [owner.firstName, owner.lastName].filter((name): name is string => Boolean(name));
  // "ana.garcia" is also guessed as "anagarcia", "ana" and "garcia".
  const handles = [owner.username, localPart].flatMap((handle) => {
    const parts = handle.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
    return [handle, handle.replace(/[^\p{L}\p{N}]+/gu, ''), ...parts];
  });
  const words = [owner.email, ...handles, ...names, 'adfleet'];
  return [...new Set(words.flatMap((word) => [word, withoutAccents(word)]))];
}

type Warning = keyof TranslationKeys['warnings'];
/** The refusals a weak password gets; none takes parameters. */
type WeaknessCode = Extract<
  MessageCode,
  'passwordTooWeak' | 'passwordTooCommon' | 'passwordHasPersonalInfo' | 'passwordRepeats' | 'passwordSequence' | 'passwordKeyboardPattern' | 'passwordDate' | 'passwordCommonWords'
>;

/** zxcvbn's warning, in the catalogue's words: each code says what is wrong and how to do better. */
const WARNING_MESSAGES: Record<Warning, WeaknessCode> = {
  userInputs: 'passwordHasPersonalInfo',
  topTen: 'passwordTooCommon',
  topHundred: 'passwordTooCommon',
  common: 'passwordTooCommon',
  similarToCommon: 'passwordTooCommon',
  pwned: 'passwordTooCommon',
  simpleRepeat: 'passwordRepeats',
  extendedRepeat: 'passwordRepeats',
  sequences: 'passwordSequence',
  straightRow: 'passwordKeyboardPattern',
  keyPattern: 'passwordKeyboardPattern',
  recentYears: 'passwordDate',
  dates: 'passwordDate',
  wordByItself: 'passwordCommonWords',
  namesByThemselves: 'passwordCommonWords',
  commonNames: 'passwordCommonWords',
};

const isWarning = (warning: string | null): warning is Warning => warning !== null && Object.hasOwn(WARNING_MESSAGES, warning);

/** Why a password is too easy to guess for this person, or null when it scores high enough. */
export async function passwordWeakness(password: string, owner: PasswordOwner): Promise<UserMessage | null> {
  const { score, feedback } = (await loadScorer()).check(password, ownWordsOf(owner));
  if (score >= MIN_PASSWORD_SCORE) return null;
  return userMessage(isWarning(feedback.warning) ? WARNING_MESSAGES[feedback.warning] : 'passwordTooWeak');
}

/**
 * Refuses a password that is too easy to guess, naming the form's field. Every service that sets a password calls it
 * once it knows the person and after its own rate limit, so the scoring cannot be run for free by the thousand.
 */
export async function requireStrongPassword(password: string, owner: PasswordOwner, field: string): Promise<void> {
  const weakness = await passwordWeakness(password, owner);
  if (weakness) throw new AppError('VALIDATION_FAILED', weakness, { fieldErrors: { [field]: [weakness] } });
}
