import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';

/** The password the journeys' people sign up with. */
export const E2E_PASSWORD = 'correct-horse-battery';

/** A person a journey registered, and the token of the session their registration opened. */
export interface JourneyUser {
  username: string;
  email: string;
  password: string;
  token: string;
}

/**
 * A fresh person made through the REST twin of the sign-up form. Made with a browser context's own `request`, the
 * session's cookies land in that browser (the answer sets them, as it does for the form); with the test's `request`,
 * the browser stays signed out.
 */
export async function registerUser(request: APIRequestContext, prefix: string): Promise<JourneyUser> {
  const username = `${prefix}${randomBytes(5).toString('hex')}`;
  const email = `${username}@example.com`;
  const response = await request.post('/api/auth/register', { data: { username, email, password: E2E_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' } });
  expect(response.status(), await response.text()).toBe(201);
  return { username, email, password: E2E_PASSWORD, token: ((await response.json()) as { token: string }).token };
}

/**
 * Signs `context` in as `user` as the sign-in form does, without its screen: a session of its own over the API (its
 * cookies land in the context), its token kept where the web app keeps it. Returns that session's token.
 */
export async function signIn(context: BrowserContext, baseURL: string, user: Pick<JourneyUser, 'username' | 'password'>, options: { language?: 'en' | 'es' } = {}): Promise<string> {
  const response = await context.request.post('/api/auth/login', { data: { username: user.username, password: user.password } });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await keepSession(context, baseURL, token, options);
  return token;
}

/**
 * Keeps a session's token in the browser as the web app does after signing in or up (its cookies came with the
 * answer that opened it), with the language the person last chose in this browser when given.
 */
export async function keepSession(context: BrowserContext, baseURL: string, token: string, options: { language?: 'en' | 'es' } = {}): Promise<void> {
  const kept = [{ name: 'token', value: token }, ...(options.language ? [{ name: 'i18nextLng', value: options.language }] : [])];
  await context.setStorageState({ cookies: (await context.storageState()).cookies, origins: [{ origin: new URL(baseURL).origin, localStorage: kept }] });
}

/** The XSRF header a page script sends with a cookie-authenticated change: the copy of the context's XSRF cookie. */
export async function xsrfHeader(context: BrowserContext, baseURL: string): Promise<Record<string, string>> {
  const cookie = (await context.cookies(baseURL)).find((candidate) => candidate.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('the browser holds no XSRF cookie: it is not signed in');
  return { 'x-xsrf-token': cookie.value };
}
