import type { Namespace } from './namespace';

/**
 * Texts the signed-in shell, the sign-in screens and the components every page shares (header, sidebar, toasts,
 * sync and connection notices, error screens) show: loaded with the app, before its first paint. The server's
 * messages are among them: any call a page makes may answer with one (a refusal, a sync error).
 */
export const SHELL_NAMESPACES = ['common', 'errors', 'auth', 'layout', 'notifications', 'accounts', 'accountLinks', 'currency', 'messages', 'workspaces'] as const satisfies readonly Namespace[];

/**
 * Each page's own texts by the first part of its path (or its first two, for a page that needs texts its siblings do
 * not: Settings → Team), loaded with the page. A namespace a page uses and this map
 * forgets still loads (the component waits for it), only later; route-namespaces.test.ts keeps the map complete.
 */
export const PAGE_NAMESPACES: Readonly<Record<string, readonly Namespace[]>> = {
  '': ['landing'],
  // The accounts table and filter, results' names, the recent activity.
  dashboard: ['dashboard', 'dashboardAccounts', 'results', 'activity'],
  accounts: ['accountDetails'],
  'campaign-duplicator': ['campaigns', 'duplicateDialog'],
  activity: ['activity'],
  budget: ['budget'],
  approvals: ['approvals'],
  // The filters' campaign statuses and objectives ('campaigns'); what the table's results and ROAS cells count ('results').
  reports: ['reports', 'results', 'campaigns'],
  settings: ['settings', 'dataRights'],
  // The approval rule's card ('approvals').
  'settings/team': ['settings', 'team', 'approvals'],
  invitation: ['team'],
  'data-deletion': ['dataRights'],
  'privacy-policy': ['legal'],
  'terms-of-service': ['legal'],
  'facebook-credentials-guide': ['legal'],
  'auth-diagnostics': ['diagnostics'],
  dev: ['outbox'],
};

/** The namespaces a page at `pathname` shows beyond the shell's. */
export function pageNamespacesOf(pathname: string): readonly Namespace[] {
  const [first = '', second] = pathname.split('/').filter((segment) => segment !== '');
  return (second !== undefined ? PAGE_NAMESPACES[`${first}/${second}`] : undefined) ?? PAGE_NAMESPACES[first] ?? [];
}
