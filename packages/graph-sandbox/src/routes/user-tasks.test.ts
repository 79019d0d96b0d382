import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness | undefined;
afterEach(() => h?.close());

describe('user_tasks on ad accounts', () => {
  it('answers the token user’s own tasks: admin by default, fewer where the seed says so', async () => {
    h = await startSandbox();
    const tasksOf = async (first: string) => {
      const answer = await h!.call('GET', '/v27.0/me/adaccounts', { access_token: await h!.tokenFor(first), fields: 'name,currency,user_tasks', limit: '50' });
      return Object.fromEntries((answer.body.data as Array<{ name: string; user_tasks: string[] }>).map((account) => [account.name, account.user_tasks]));
    };
    const ana = await tasksOf('Ana');
    expect(ana['Sakura – Legacy (disabled)']).toEqual(['ANALYZE']);
    expect(ana['Northwind – US Store']).toEqual(['MANAGE', 'ADVERTISE', 'ANALYZE', 'DRAFT']);
    const chloe = await tasksOf('Chloé');
    // The same account, another person: Chloé advertises on it without managing it.
    expect(chloe['Northwind – US Store']).toEqual(['ADVERTISE', 'ANALYZE']);
    expect(chloe['Northwind – EU Fashion']).toEqual(['MANAGE', 'ADVERTISE', 'ANALYZE', 'DRAFT']);

    const us = h.accountByCurrency('USD');
    const node = await h.call('GET', `/v27.0/act_${us.id}`, { access_token: await h.tokenFor('Chloé'), fields: 'user_tasks' });
    expect(node.body.user_tasks).toEqual(['ADVERTISE', 'ANALYZE']);
  });
});
