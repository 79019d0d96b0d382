/**
 * What the first read of this address found. A render React throws away before committing it (a child still loading
 * its code or texts suspends the page's first mount) runs the page's state initializers again, after the fragment is
 * already gone: it must get the same token, not "no token".
 */
let taken: { address: string; token: string | null } | undefined;

/**
 * The secret of a mailed link (`…#token=…`). It travels in the fragment so it never reaches a server log or a
 * Referer header; once read it is dropped from the address bar and the history, and kept in memory only.
 */
export function takeLinkToken(): string | null {
  const address = `${window.location.pathname}${window.location.search}`;
  const found = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (found) {
    window.history.replaceState(window.history.state, '', address);
    taken = { address, token: /^[A-Za-z0-9_-]{1,128}$/.test(found) ? found : null };
  }
  return taken?.address === address ? taken.token : null;
}
