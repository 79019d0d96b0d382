/** The landing page's path: only the site root (a query such as ?lng=es or a #fragment does not change it). */
export function isLandingPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}
