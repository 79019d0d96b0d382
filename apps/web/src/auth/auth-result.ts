import { isAuthUser } from './auth-session';

/** What is wrong with a sign-in or sign-up answer, or null when it holds a token and a user with an id. */
export type AuthResultProblem = 'missingToken' | 'invalidUser';

export function authResultProblem(result: unknown): AuthResultProblem | null {
  const { token, user } = (typeof result === 'object' && result !== null ? result : {}) as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return 'missingToken';
  if (!isAuthUser(user)) return 'invalidUser';
  return null;
}
