export interface NamedPerson {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** Avatar letters: first and last name initials, else the username's first letter(s). */
export function initialsOf({ username, firstName, lastName }: NamedPerson): string {
  const names = [firstName, lastName].map((name) => name?.trim() ?? '').filter(Boolean);
  if (names.length > 0) return names.map((name) => firstLetter(name)).join('');
  return firstLetter(username.trim()) || '?';
}

/** Display name: "First Last" when known, else the username. */
export function displayNameOf({ username, firstName, lastName }: NamedPerson): string {
  const full = [firstName, lastName].map((name) => name?.trim() ?? '').filter(Boolean).join(' ');
  return full || username;
}

function firstLetter(value: string): string {
  // Array.from splits by code point, so an initial made of an emoji or astral letter stays whole.
  return (Array.from(value)[0] ?? '').toLocaleUpperCase();
}
