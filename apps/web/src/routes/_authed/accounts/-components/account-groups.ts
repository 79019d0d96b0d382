/** Accounts grouped by business (client), in the order the server sends them (by business, then name); accounts without one last. */
export function groupByBusiness<T extends { businessId: string | null; businessName: string | null }>(rows: readonly T[]): Array<{ businessId: string | null; businessName: string | null; accounts: T[] }> {
  const groups = new Map<string | null, { businessId: string | null; businessName: string | null; accounts: T[] }>();
  for (const row of rows) {
    const group = groups.get(row.businessId) ?? { businessId: row.businessId, businessName: row.businessName, accounts: [] };
    group.accounts.push(row);
    groups.set(row.businessId, group);
  }
  return [...groups.values()].sort((a, b) => (a.businessId === null ? 1 : 0) - (b.businessId === null ? 1 : 0));
}
