import { describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../testing/sandbox-harness.ts';
import { browserKeyOf, identityFor, MAX_BROWSERS } from './identities.ts';
import { record } from './records.ts';
import { seedWorld } from './seed-world.ts';

describe('dialog identities', () => {
  it('stop growing at MAX_BROWSERS new browsers, while browsers already known keep signing in', () => {
    const world = seedWorld(1, FIXED_NOW);
    const ana = Object.values(world.users).find((user) => user.firstName === 'Ana')!;
    const known = identityFor(world, browserKeyOf('known-browser'), ana.id);
    expect(known).toMatchObject({ created: true, identity: { personaId: ana.id } });
    for (let index = 1; index < MAX_BROWSERS; index++) world.browsers[browserKeyOf(`filler-${index}`)] = record();

    expect(identityFor(world, browserKeyOf('one-too-many'), ana.id)).toBe('full');
    expect(identityFor(world, browserKeyOf('known-browser'), ana.id)).toEqual({ identity: (known as { identity: unknown }).identity, created: false });
    const bruno = Object.values(world.users).find((user) => user.firstName === 'Bruno')!;
    expect(identityFor(world, browserKeyOf('known-browser'), bruno.id)).toMatchObject({ created: true, identity: { personaId: bruno.id } });
  });
});
