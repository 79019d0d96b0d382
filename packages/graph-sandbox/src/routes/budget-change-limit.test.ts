import { afterEach, describe, expect, it } from 'vitest';
import { FIXED_NOW, startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness;
afterEach(() => h.close());

describe('the hourly budget change limit of an ad set', () => {
  it('refuses a fifth change within the hour with Meta error 17, changes nothing, and allows it again an hour after the first', async () => {
    let now = FIXED_NOW.getTime();
    h = await startSandbox({ now: () => new Date(now) });
    const token = await h.tokenFor('Ana');
    const account = h.accountByCurrency('USD');
    const adset = Object.values(h.world.adsets).find((candidate) => candidate.accountId === account.id && candidate.dailyBudget !== undefined && candidate.status === 'ACTIVE')!;
    const post = (budget: number) => h.call('POST', `/v27.0/${adset.id}`, { access_token: token, daily_budget: String(budget) });
    const start = adset.dailyBudget!;

    for (let change = 1; change <= 4; change++) {
      now += 60_000;
      expect((await post(start + change * 100)).body).toEqual({ success: true });
    }
    // The budget it already has is not a change, so it is not refused.
    expect((await post(start + 400)).body).toEqual({ success: true });
    const refused = await post(start + 500);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 17, message: '(#17) User request limit reached', is_transient: false, error_user_title: 'Budget Change Limit Reached' });
    expect(refused.body.error.error_subcode).toBeUndefined();
    expect(h.sandbox.state.world.adsets[adset.id]?.dailyBudget).toBe(start + 400);

    // Another ad set of the same account is not held back by this one's changes.
    const other = Object.values(h.world.adsets).find((candidate) => candidate.accountId === account.id && candidate.id !== adset.id && candidate.dailyBudget !== undefined)!;
    expect((await h.call('POST', `/v27.0/${other.id}`, { access_token: token, daily_budget: String(other.dailyBudget! + 100) })).body).toEqual({ success: true });

    now = FIXED_NOW.getTime() + 60 * 60_000 + 60_001;
    expect((await post(start + 500)).body).toEqual({ success: true });
    expect(h.sandbox.state.world.adsets[adset.id]?.dailyBudget).toBe(start + 500);
  });
});
