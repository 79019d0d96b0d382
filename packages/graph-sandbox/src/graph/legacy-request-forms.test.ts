import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A sandbox whose app was created on `appCreatedAt` (default: a new app, as every self-hosted AdFleet's is). */
async function appCreated(appCreatedAt?: Date) {
  h = await startSandbox(appCreatedAt ? { appCreatedAt } : {});
  const token = await h.tokenFor('Ana');
  const account = h.accountByCurrency('USD');
  const campaign = Object.values(h.world.campaigns).find((candidate) => candidate.accountId === account.id && candidate.status === 'PAUSED')!;
  return { h, token, account, campaign };
}

const refusal = (form: string) => ({ code: 100, type: 'OAuthException', message: `(#100) ${form} cannot be used by apps created on or after November 4, 2026` });

describe('the request forms apps created from 2026-11-04 lost (v27.0)', () => {
  it('are refused to a new app on every version, each with a (#100) answer naming it', async () => {
    const { h, token, account, campaign } = await appCreated();
    for (const version of ['v27.0', 'v25.0']) {
      const refused = [
        [await h.call('GET', `/${version}/`, { access_token: token, ids: `${campaign.id},act_${account.id}` }), 'Multi-ID requests (ids)'],
        [await h.call('GET', `/${version}/me`, { access_token: token, fields: 'id,name.as(who)' }), 'Field aliases (.as)'],
        [await h.call('GET', `/${version}/${campaign.id}`, { access_token: token, fields: 'created_time', date_format: 'U' }), 'Date/time formatting (date_format)'],
        [await h.call('GET', `/${version}/me`, { access_token: token, callback: 'show' }), 'JSONP callbacks (callback)'],
        [await h.call('POST', `/${version}/${campaign.id}`, { access_token: token, method: 'DELETE' }), 'HTTP method override (method)'],
        [
          await h.call('POST', `/${version}/act_${account.id}/async_batch_requests`, { access_token: token, name: 'later', adbatch: [{ relative_url: `${campaign.id}`, body: 'name=Later' }] }),
          'Asynchronous batch requests',
        ],
      ] as const;
      for (const [answer, form] of refused) {
        expect(answer.status, form).toBe(400);
        expect(answer.body.error, form).toMatchObject(refusal(form));
      }
    }
    // Nothing the refused calls asked for happened.
    expect(h.world.campaigns[campaign.id]).toMatchObject({ status: 'PAUSED' });
    expect(Object.values(h.world.asyncRequestSets)).toEqual([]);
  });

  it('leaves a new app its synchronous batches, whose operations are held to the same rule', async () => {
    const { h, token, account, campaign } = await appCreated();
    const answer = await h.call('POST', '/v27.0/', {
      access_token: token,
      include_headers: 'false',
      batch: [
        { method: 'GET', relative_url: `${campaign.id}?fields=name,status` },
        { method: 'POST', relative_url: `${campaign.id}`, body: 'name=Renamed in a batch' },
        { method: 'GET', relative_url: `act_${account.id}/campaigns?fields=id&limit=1` },
        { method: 'GET', relative_url: `?ids=${campaign.id}` },
      ],
    });
    expect(answer.status).toBe(200);
    const [read, renamed, listed, multiId] = answer.body as Array<{ code: number; body: string }>;
    expect([read!.code, renamed!.code, listed!.code]).toEqual([200, 200, 200]);
    expect(JSON.parse(read!.body)).toMatchObject({ id: campaign.id, status: 'PAUSED' });
    expect(h.world.campaigns[campaign.id]!.name).toBe('Renamed in a batch');
    expect(multiId!.code).toBe(400);
    expect(JSON.parse(multiId!.body).error).toMatchObject(refusal('Multi-ID requests (ids)'));
  });

  it('are still there for an app created before 2026-11-04', async () => {
    const { h, token, account, campaign } = await appCreated(new Date('2026-11-03T23:59:59Z'));
    expect((await h.control('GET', '')).json().app.created_at).toBe('2026-11-03T23:59:59.000Z');
    for (const params of [{ fields: 'id,name.as(who)' }, { date_format: 'U' }, { callback: 'show' }]) {
      expect((await h.call('GET', '/v27.0/me', { access_token: token, ...params })).status, JSON.stringify(params)).toBe(200);
    }
    const set = await h.call('POST', `/v27.0/act_${account.id}/async_batch_requests`, { access_token: token, name: 'later', adbatch: [{ relative_url: `${campaign.id}`, body: 'name=Later' }] });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(h.world.campaigns[campaign.id]!.name).toBe('Later');
    expect((await h.call('POST', `/v27.0/${campaign.id}`, { access_token: token, method: 'DELETE' })).body).toEqual({ success: true });
    expect(h.world.campaigns[campaign.id]!.status).toBe('DELETED');
  });
});
