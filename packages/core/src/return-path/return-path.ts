/** Pages a return path must not lead back to: signing in again, or out right after signing in. */
const NO_RETURN = /^\/(login|logout|register)(\/|$|\?|#)/;
/** Any origin will do: only whether the path stays on it matters. */
const PROBE_ORIGIN = 'https://adfleet.invalid';

/**
 * The page to return to after sign-in, from the `redirect` search param, or undefined when there is none fit to
 * follow. Only a path on this site is accepted: "//evil.example", "/\evil.example", "https://…" and "javascript:…"
 * would send a person who trusted our sign-in page somewhere else (an open redirect).
 */
export function returnPathFrom(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  // Browsers read a backslash as a slash and drop tabs and newlines, so "/\evil" and "/\t/evil" leave the site.
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  const url = new URL(value, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return NO_RETURN.test(path) ? undefined : path;
}
