/** The Meta users whose login must be renewed, as a sentence lists them; null when none of them has a name. */
export function reconnectNamesOf(connections: ReadonlyArray<{ name: string | null }>, locale: string): string | null {
  const names = connections.flatMap(({ name }) => (name ? [name] : []));
  if (names.length === 0) return null;
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}
