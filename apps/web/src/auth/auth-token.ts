/** Where the session token lives between visits; the tRPC client sends it as a Bearer token. */
export const TOKEN_STORAGE_KEY = 'token';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function writeToken(token: string) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken() {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
}
