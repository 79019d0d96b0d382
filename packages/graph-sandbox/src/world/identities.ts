import { createHash } from 'node:crypto';
import { record } from './records.ts';
import { allocateId, type DemoUser, type World } from './world-types.ts';

/** Only a digest of the browser's cookie is kept, so the state file cannot be used to act as that browser. */
export const browserKeyOf = (cookie: string) => createHash('sha256').update(cookie).digest('hex');

/** The seeded users the dialog offers; a browser signs in as its own copy of one. */
export const isPersona = (user: DemoUser) => user.personaId === undefined;

/** `ana.torres@example.com` → `ana.torres+<id>@example.com`: apps refuse a sign-up whose e-mail is taken. */
function emailFor(persona: DemoUser, id: string): string {
  const at = persona.email.lastIndexOf('@');
  return at < 0 ? `${persona.email}+${id}` : `${persona.email.slice(0, at)}+${id}${persona.email.slice(at)}`;
}

/**
 * Browsers the dialog gives identities to before it refuses new ones: anyone can reach the dialog, and every identity
 * is kept and written with the state, so a script must not be able to grow it without end. A reset starts over.
 */
export const MAX_BROWSERS = 5_000;

/**
 * The identity a browser signs in as when it picks `personaId`: made on first use as a copy of the persona (same
 * ad accounts, hence the same pages, pixels and audiences, and the same declined scopes) with its own id and e-mail,
 * and the same one every later time. Undefined when `personaId` is not a persona; 'full' for a new browser past MAX_BROWSERS.
 */
export function identityFor(world: World, browserKey: string, personaId: string): { identity: DemoUser; created: boolean } | 'full' | undefined {
  const persona = world.users[personaId];
  if (!persona || !isPersona(persona)) return undefined;
  const known = world.browsers[browserKey]?.[personaId];
  const existing = known ? world.users[known] : undefined;
  if (existing) return { identity: existing, created: false };
  if (!world.browsers[browserKey] && Object.keys(world.browsers).length >= MAX_BROWSERS) return 'full';
  const id = allocateId(world, '10', 17);
  const identity: DemoUser = { ...persona, id, email: emailFor(persona, id), accountIds: [...persona.accountIds], declines: [...persona.declines], personaId };
  world.users[id] = identity;
  (world.browsers[browserKey] ??= record())[personaId] = id;
  return { identity, created: true };
}
