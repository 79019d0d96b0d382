import { readToken } from '@/auth/auth-token';

/**
 * Fetches a file from the API with the session's bearer token (a plain link would carry only the cookie, which a
 * password sign-in does not set) and saves it under the name the server gives, else `fallbackName`. Throws when the
 * server refuses, so the caller can say so.
 */
export async function downloadFile(path: string, fallbackName: string, headers: Record<string, string> = {}): Promise<void> {
  const token = readToken();
  const response = await fetch(path, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(String(response.status));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
