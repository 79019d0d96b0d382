import { useSearch } from '@tanstack/react-router';

/** The dashboard's account and business filters, read from the URL, in the shape every dashboard query takes. */
export function useDashboardAccountFilter(): { adAccountIds?: string[]; businessIds?: string[] } {
  const { accounts, businesses } = useSearch({ from: '/_authed/dashboard/' });
  return { ...(accounts ? { adAccountIds: accounts } : {}), ...(businesses ? { businessIds: businesses } : {}) };
}
