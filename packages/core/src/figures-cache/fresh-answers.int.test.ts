import { randomUUID } from 'node:crypto';
import { insertUser } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { describe, expect, it } from 'vitest';
import { freshAnswer } from './fresh-answers.ts';

/** A computation that answers when released, counting how often it ran. */
function controlled(value: object) {
  let runs = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    compute: async () => {
      runs += 1;
      await gate;
      return value;
    },
    release: () => release(),
    runs: () => runs,
  };
}

describe('fresh answers', () => {
  const database = useTestDatabase();

  const workspace = async () => {
    const { db } = database();
    const name = `fresh-${randomUUID().slice(0, 8)}`;
    const user = await db.transaction().execute((trx) => insertUser(trx, { username: name, email: `${name}@example.com` }));
    return { workspaceId: await workspaceOf(db, user.id) };
  };

  it('lets callers asking one answer at once share one computation, and keeps it for the next read', async () => {
    const { db } = database();
    const scope = await workspace();
    const computation = controlled({ figures: 1 });
    const asking = [freshAnswer(db, { scope, view: 'test', input: {}, compute: computation.compute }), freshAnswer(db, { scope, view: 'test', input: {}, compute: computation.compute })];
    await expect.poll(() => computation.runs()).toBe(1);
    computation.release();
    expect(await Promise.all(asking)).toEqual([{ figures: 1 }, { figures: 1 }]);
    expect(await freshAnswer(db, { scope, view: 'test', input: {}, compute: computation.compute })).toEqual({ figures: 1 });
    expect(computation.runs()).toBe(1);
  });

  it('keeps nothing of a computation that failed', async () => {
    const { db } = database();
    const scope = await workspace();
    await expect(freshAnswer(db, { scope, view: 'test', input: {}, compute: () => Promise.reject(new Error('database gone')) })).rejects.toThrow('database gone');
    expect(await freshAnswer(db, { scope, view: 'test', input: {}, compute: async () => ({ figures: 2 }) })).toEqual({ figures: 2 });
  });

  it('keeps answers of other inputs, views and workspaces apart', async () => {
    const { db } = database();
    const [first, second] = [await workspace(), await workspace()];
    const ask = (scope: { workspaceId: string }, view: string, input: unknown, value: object) => freshAnswer(db, { scope, view, input, compute: async () => value });
    expect(await ask(first, 'a', { range: 7 }, { n: 1 })).toEqual({ n: 1 });
    expect(await ask(first, 'a', { range: 30 }, { n: 2 })).toEqual({ n: 2 });
    expect(await ask(first, 'b', { range: 7 }, { n: 3 })).toEqual({ n: 3 });
    expect(await ask(second, 'a', { range: 7 }, { n: 4 })).toEqual({ n: 4 });
    expect(await ask(first, 'a', { range: 7 }, { n: 5 })).toEqual({ n: 1 });
  });
});
