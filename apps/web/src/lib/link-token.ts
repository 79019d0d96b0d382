/**
 * The secret of a mailed link (`…#token=…`). It travels in the fragment so it never reaches a server log or a
 * Referer header; once read it is dropped from the address bar and the history.
 */
export function takeLinkToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (token) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return token && /^[A-Za-z0-9_-]{1,128}$/.test(token) ? token : null;
}
