import { useTestDatabase } from '@adfleet/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';

/** The header's language and theme switches write a row per toggle; the feed folds a run of them as routine. */
describe('activity.feed: language and theme changes', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let deps: ReturnType<typeof testDeps>;
  const owner = { id: '', token: '' };
  const other = { id: '', token: '' };

  beforeAll(async () => {
    deps = testDeps(db());
    for (const [who, username, ip] of [[owner, 'toggler', '10.34.0.1'], [other, 'onlooker', '10.34.0.2']] as const) {
      const { token, user } = await callerAs(deps, undefined, ip).auth.register({ username, email: `${username}@example.com`, password: TEST_PASSWORD });
      Object.assign(who, { id: user.id, token });
    }
  });

  const caller = (token: string) => callerAs(deps, token);

  it('folds a run of toggles into one entry with its count, and lists each one when grouping is off', async () => {
    await caller(owner.token).settings.updatePreferences({ language: 'es' });
    await caller(owner.token).settings.updatePreferences({ theme: 'dark' });
    await caller(owner.token).settings.updatePreferences({ language: 'en' });

    const { entries } = await caller(owner.token).activity.feed({});
    expect(entries.map((entry) => (entry.type === 'group' ? `${entry.count} ${entry.category}` : entry.action))).toEqual(['3 preferences', 'user.registered']);
    const ungrouped = await caller(owner.token).activity.feed({ group: false });
    expect(ungrouped.entries.filter((entry) => entry.type === 'event' && entry.action === 'user.preferences_updated')).toHaveLength(3);
    expect((await caller(other.token).activity.feed({})).entries.map((entry) => (entry.type === 'event' ? entry.action : entry.category))).toEqual(['user.registered']);
  });
});
