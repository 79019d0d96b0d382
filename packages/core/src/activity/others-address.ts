/** What an audit row says about where it came from and who acted. */
interface AddressedRow {
  actor_user_id: string | null;
  workspace_id: string | null;
  ip: string | null;
}

/**
 * A teammate's network address is theirs alone: only rows the reader acted in and their personal rows (a refused
 * sign-in to their account included) keep it. Activity and the workspace's export both show rows through this.
 */
export function withOthersAddressBlanked<Row extends AddressedRow>(row: Row, readerId: string): Row {
  return row.actor_user_id === readerId || row.workspace_id === null || row.ip === null ? row : { ...row, ip: null };
}
