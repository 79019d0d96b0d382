import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const BROWSER_COOKIE = 'sandbox_browser';
const BROWSER_COOKIE_SECONDS = 400 * 86_400;
const BROWSER_ID = /^[\w-]{32,128}$/;

export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * The path the browser cookie is sent on: the longest path the dialog and the Graph prefix share ("/sandbox" for
 * "/sandbox/dialog/oauth" and "/sandbox/graph"), so it reaches the dialog and the account trees, and nothing else.
 */
export function browserCookiePath(dialogPath: string, graphPrefix: string): string {
  const dialog = dialogPath.split('/').filter(Boolean);
  const graph = graphPrefix.split('/').filter(Boolean);
  const shared: string[] = [];
  for (const [index, segment] of dialog.entries()) {
    if (graph[index] !== segment) break;
    shared.push(segment);
  }
  return `/${shared.join('/')}`;
}

/**
 * The browser's own random id, in an httpOnly cookie only the sandbox sees: it picks which identity the browser signs
 * in as, so a visitor who picks a persona never receives a code for someone else's Meta id, and it lets that browser
 * read the trees of the accounts its identities see. A known id is set again, so a cookie kept under an older, narrower
 * path also reaches the trees.
 */
export function browserCookie(request: FastifyRequest, reply: FastifyReply, cookiePath: string): string {
  const known = cookieOf(request, BROWSER_COOKIE);
  const id = known && BROWSER_ID.test(known) ? known : randomBytes(32).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header('set-cookie', `${BROWSER_COOKIE}=${id}; Path=${cookiePath}; Max-Age=${BROWSER_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  return id;
}
