import { readToken } from '@/auth/auth-token';
import { withWorkspaceParam, workspaceHeaders } from '@/workspaces/tab-workspace';

/**
 * Fetches a file from the API with the session's bearer token (a plain link would carry only the cookie, which a
 * password sign-in does not set) and saves it under the name the server gives, else `fallbackName`. Throws when the
 * server refuses, so the caller can say so. It acts in the tab's workspace.
 */
export async function downloadFile(path: string, fallbackName: string, headers: Record<string, string> = {}): Promise<void> {
  const token = readToken();
  // The tab's workspace both ways: the header for this fetch, the parameter for anyone who opens the address itself.
  const response = await fetch(withWorkspaceParam(path), { headers: { ...headers, ...workspaceHeaders(), ...(token ? { authorization: `Bearer ${token}` } : {}) }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(String(response.status));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
