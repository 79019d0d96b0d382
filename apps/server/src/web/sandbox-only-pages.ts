import type { PageMatcher } from './page-paths.ts';

/** Pages of the web app that exist only where the mail outbox does (ADR 0037): elsewhere their path is a 404. */
const SANDBOX_ONLY = /^\/dev\/outbox\/?$/i;

export function withoutSandboxOnlyPages(isWebPage: PageMatcher, mailOutbox: boolean): PageMatcher {
  return mailOutbox ? isWebPage : (pathname) => isWebPage(pathname) && !SANDBOX_ONLY.test(pathname);
}
