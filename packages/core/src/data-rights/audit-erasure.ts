/**
 * Metadata keys that may carry a person's words or identity: names typed or read from Meta, the Facebook user id,
 * templates and object names (which often name clients), and free-text errors. Counts, ids of AdFleet's own rows,
 * currencies and dates stay, so the record still says what happened.
 */
const PERSONAL_KEYS = new Set(['username', 'usernameTried', 'email', 'externalUserId', 'externalUserName', 'nameTemplate', 'objectName', 'error', 'warnings']);

/** A copy of an audit row's metadata with every personal value blanked, keeping each key's type (text stays text). */
export function erasedAuditMetadata(metadata: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(metadata).map(([key, value]) => {
      if (!PERSONAL_KEYS.has(key)) return [key, value];
      if (Array.isArray(value)) return [key, []];
      return [key, typeof value === 'string' ? '' : null];
    }),
  );
}
