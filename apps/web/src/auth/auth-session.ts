export interface AuthUser {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Resolves a stored token to its user, or null when the token is no longer valid.
 * The server has no "who am I" endpoint yet (GET /api/auth/me arrives with sign-in), so no token can be
 * confirmed and every visitor counts as signed out; that call goes here, and nothing else needs to change.
 */
export async function fetchSessionUser(_token: string): Promise<AuthUser | null> {
  return null;
}
