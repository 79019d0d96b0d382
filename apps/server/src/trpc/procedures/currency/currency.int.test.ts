import { refreshExchangeRates } from '@adfleet/core';
import { setCurrentWorkspace } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';

describe('currency.preference and currency.setPreference', () => {
  const database = useTestDatabase();
  let deps: ReturnType<typeof testDeps>;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };

  beforeAll(async () => {
    deps = testDeps(database().db);
    await refreshExchangeRates(database().db, { kind: 'bundled' });
    for (const [who, name] of [[owner, 'cur-owner'], [other, 'cur-other']] as const) {
      const { token, user } = await callerAs(deps, undefined, `10.5.0.${name.length}`).auth.register({ username: name, email: `${name}@example.com`, password: 'fleet-owner-2931' });
      who.id = user.id;
      who.workspaceId = await workspaceOf(database().db, user.id);
      who.token = token;
    }
  });

  const as = (who: { token: string }) => callerAs(deps, who.token);
  const auditOf = (userId: string) =>
    database().db.selectFrom('audit_log').select(['action', 'metadata', 'workspace_id']).where('user_id', '=', userId).where('action', '=', 'user.reporting_currency_set').orderBy('id').execute();

  it('refuses an anonymous caller', async () => {
    await expect(callerAs(deps).currency.preference()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(callerAs(deps).currency.setPreference({ currency: 'EUR' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('is USD until an admin picks one: a workspace setting, nothing of the viewer', async () => {
    expect(await as(owner).currency.preference()).toEqual({ currency: 'USD', chosen: false, available: ['BRL', 'COP', 'EUR', 'GBP', 'JPY', 'KRW', 'MXN', 'USD'] });
  });

  it("sets the workspace's currency, audit-logged, and leaves another workspace's alone", async () => {
    expect(await as(owner).currency.setPreference({ currency: 'COP' })).toMatchObject({ currency: 'COP', chosen: true });
    expect(await as(owner).currency.setPreference({ currency: 'JPY' })).toMatchObject({ currency: 'JPY', chosen: true });
    expect(await as(owner).currency.preference()).toMatchObject({ currency: 'JPY', chosen: true });
    expect(await as(other).currency.preference()).toMatchObject({ currency: 'USD', chosen: false });
    expect((await auditOf(owner.id)).map((row) => row.metadata)).toEqual([
      { currency: 'COP', previous: null },
      { currency: 'JPY', previous: 'COP' },
    ]);
    expect((await auditOf(owner.id)).map((row) => row.workspace_id)).toEqual([owner.workspaceId, owner.workspaceId]);
    expect(await auditOf(other.id)).toEqual([]);
  });

  it('is one currency for every member of the workspace, whichever admin set it last', async () => {
    const { token, user } = await callerAs(deps, undefined, '10.5.0.42').auth.register({ username: 'cur-colleague', email: 'cur-colleague@example.com', password: 'fleet-owner-2931' });
    const colleague = { id: user.id, token };
    expect(await as(colleague).currency.preference()).toMatchObject({ currency: 'USD', chosen: false });
    await database().db.insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: user.id, role: 'manager' }).execute();
    await setCurrentWorkspace(database().db, user.id, owner.workspaceId);
    const current = (await as(owner).currency.preference()).currency;
    expect(await as(colleague).currency.preference()).toMatchObject({ currency: current, chosen: true });
    // A workspace setting: a manager reads it but may not change it; an admin may.
    await expect(as(colleague).currency.setPreference({ currency: 'GBP' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await as(owner).currency.preference()).toMatchObject({ currency: current });
    await database().db.updateTable('workspace_members').set({ role: 'admin' }).where('workspace_id', '=', owner.workspaceId).where('user_id', '=', user.id).execute();
    expect(await as(colleague).currency.setPreference({ currency: 'GBP' })).toMatchObject({ currency: 'GBP', chosen: true });
    expect(await as(owner).currency.preference()).toMatchObject({ currency: 'GBP', chosen: true });
    expect(await auditOf(colleague.id)).toEqual([{ action: 'user.reporting_currency_set', metadata: { currency: 'GBP', previous: current }, workspace_id: owner.workspaceId }]);
    expect(await as(other).currency.preference()).toMatchObject({ chosen: false });
  });

  it('refuses a currency without rates, or not an ISO code, naming the field and changing nothing', async () => {
    await expect(as(other).currency.setPreference({ currency: 'ARS' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { code: 'VALIDATION_FAILED', fieldErrors: { currency: [{ code: 'currencyWithoutRates', params: { currency: 'ARS' } }] } },
    });
    await expect(as(other).currency.setPreference({ currency: 'usd' })).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { name: 'ZodError' } });
    expect(await as(other).currency.preference()).toMatchObject({ currency: 'USD', chosen: false });
    expect(await auditOf(other.id)).toEqual([]);
  });
});
