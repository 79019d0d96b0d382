/** The businesses the workspace's ad accounts belong to, each once, by name: what a client can be given whole. */
export function businessesOf(accounts: ReadonlyArray<{ businessId: string | null; businessName: string | null }>): Array<{ id: string; name: string }> {
  const byId = new Map<string, string>();
  for (const account of accounts) if (account.businessId && !byId.has(account.businessId)) byId.set(account.businessId, account.businessName ?? account.businessId);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
