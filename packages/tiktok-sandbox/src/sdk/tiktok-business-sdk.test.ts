import { createHash } from 'node:crypto';
import {
  AccountManagementApi,
  AdApi,
  AdgroupApi,
  ApiClient,
  AuthenticationApi,
  CampaignCreationApi,
  CreativeManagementApi,
  FileApi,
  ReportingApi,
  type SdkAnswer,
  type SdkCallback,
} from 'tiktok-business-api-sdk-official';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIKTOK_SANDBOX_APP_ID } from '../constants.ts';
import { newSandboxSecret } from '../secrets/sandbox-secrets.ts';
import { buildTikTokSandboxServer, type TikTokSandboxServer } from '../server.ts';
import { FIXED_NOW, REDIRECT_URI } from '../testing/sandbox-harness.ts';

/**
 * Proof that the sandbox speaks the Marketing API as TikTok does: TikTok's own JavaScript client, unchanged, does
 * the whole advertiser journey against it. The client's one documented setting, `ApiClient.basePath`, points it here.
 */
let app: TikTokSandboxServer;
let client: ApiClient;
const appSecret = newSandboxSecret();

/**
 * The client answers through callbacks; a non-zero code arrives as an Error naming it. (Its methods also return the
 * superagent request, which must not be awaited: that would send it a second time.)
 */
const promised = (start: (callback: SdkCallback) => void) =>
  new Promise<SdkAnswer>((resolve, reject) => {
    start((error, data) => (error ? reject(error) : resolve(data)));
  });

beforeAll(async () => {
  app = await buildTikTokSandboxServer({ now: () => FIXED_NOW, appSecret, controlKey: newSandboxSecret(), redirectUris: [REDIRECT_URI], limits: { qps: 1000, qpm: 10_000 } });
  client = new ApiClient();
  client.basePath = await app.start({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.stop());

/** The browser's part: the authorization page, confirmed as Ana, redirecting back with auth_code. */
async function authCodeFromPage(): Promise<string> {
  const ana = Object.values(app.sandbox.state.world.personas).find((persona) => persona.name === 'Ana Torres');
  const answer = await fetch(`${client.basePath}/portal/auth`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ app_id: TIKTOK_SANDBOX_APP_ID, redirect_uri: REDIRECT_URI, state: 'sdk', persona_id: ana?.id ?? '', decision: 'confirm' }),
  });
  return new URL(answer.headers.get('location') ?? '').searchParams.get('auth_code') ?? '';
}

describe("TikTok's official JavaScript client against the sandbox", () => {
  it('authorizes, reads advertisers, builds and changes a campaign tree, uploads and shares an image, and reads a report', async () => {
    const auth = new AuthenticationApi(client);
    const authCode = await authCodeFromPage();
    const exchanged = await promised((done) => auth.oauth2AccessToken({ body: { app_id: TIKTOK_SANDBOX_APP_ID, secret: appSecret, auth_code: authCode } }, done));
    const token = exchanged.data.access_token as string;
    expect(exchanged.request_id).toBeTruthy();
    const advertisers = await promised((done) => auth.oauth2AdvertiserGet(TIKTOK_SANDBOX_APP_ID, appSecret, token, done));
    const ids = advertisers.data.list.map((row: { advertiser_id: string }) => row.advertiser_id) as string[];
    expect(ids).toHaveLength(4);

    const info = await promised((done) => new AccountManagementApi(client).advertiserInfo(ids, token, { fields: ['advertiser_id', 'currency', 'timezone'] }, done));
    const usd = info.data.list.find((row: { currency: string }) => row.currency === 'USD').advertiser_id as string;
    const mxn = info.data.list.find((row: { currency: string }) => row.currency === 'MXN').advertiser_id as string;

    const campaigns = new CampaignCreationApi(client);
    const page = await promised((done) => campaigns.campaignGet(usd, token, { page: 1, page_size: 2, fields: ['campaign_id', 'campaign_name'] }, done));
    expect(page.data.page_info).toEqual({ page: 1, page_size: 2, total_number: 4, total_page: 2 });

    const campaign = await promised((done) =>
      campaigns.campaignCreate(token, { body: { advertiser_id: mxn, campaign_name: 'SDK copy', objective_type: 'TRAFFIC', budget_mode: 'BUDGET_MODE_DAY', budget: 1200, operation_status: 'DISABLE' } }, done),
    );
    const campaignId = campaign.data.campaign_id as string;
    await promised((done) => campaigns.campaignUpdate(token, { body: { advertiser_id: mxn, campaign_id: campaignId, campaign_name: 'SDK copy (renamed)' } }, done));
    const adgroup = await promised((done) =>
      new AdgroupApi(client).adgroupCreate(
        token,
        {
          body: {
            advertiser_id: mxn,
            campaign_id: campaignId,
            adgroup_name: 'SDK ad group',
            location_ids: ['3996063'],
            budget_mode: 'BUDGET_MODE_INFINITE',
            schedule_type: 'SCHEDULE_FROM_NOW',
            schedule_start_time: '2026-11-23 00:00:00',
            optimization_goal: 'CLICK',
            billing_event: 'CPC',
            pacing: 'PACING_MODE_SMOOTH',
            operation_status: 'DISABLE',
          },
        },
        done,
      ),
    );

    // A PNG header is enough for the sandbox to size the image; the client posts it as multipart.
    const png = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png, 0);
    png.writeUInt32BE(13, 8);
    png.write('IHDR', 12, 'ascii');
    png.writeUInt32BE(720, 16);
    png.writeUInt32BE(1280, 20);
    const files = new FileApi(client);
    const uploaded = await promised((done) =>
      files.adImageUpload(token, { advertiser_id: usd, upload_type: 'UPLOAD_BY_FILE', image_file: png, image_signature: createHash('md5').update(png).digest('hex') }, done),
    );
    expect(uploaded.data).toMatchObject({ width: 720, height: 1280 });
    const imageId = uploaded.data.image_id as string;
    const described = await promised((done) => files.fileImageAdInfo(usd, [imageId], token, done));
    await promised((done) =>
      new CreativeManagementApi(client).creativeAssetShare(token, { body: { advertiser_id: usd, asset_type: 'IMAGE', material_ids: [described.data.list[0].material_id], shared_advertiser_ids: [mxn] } }, done),
    );

    const ads = new AdApi(client);
    const ad = await promised((done) =>
      ads.adCreate(
        token,
        {
          body: {
            advertiser_id: mxn,
            adgroup_id: adgroup.data.adgroup_id,
            creatives: [{ ad_name: 'SDK ad', ad_format: 'SINGLE_IMAGE', ad_text: 'Hecho con el cliente', image_ids: [imageId], display_name: 'Torres', operation_status: 'DISABLE' }],
          },
        },
        done,
      ),
    );
    const listed = await promised((done) => ads.adGet(mxn, token, { filtering: { campaign_ids: [campaignId] } }, done));
    expect(listed.data.list).toHaveLength(1);
    expect(listed.data.list[0]).toMatchObject({ ad_id: ad.data.ad_ids[0], image_ids: [imageId], secondary_status: 'AD_STATUS_DISABLE' });
    await promised((done) => campaigns.campaignStatusUpdate(token, { body: { advertiser_id: mxn, campaign_ids: [campaignId], operation_status: 'ENABLE' } }, done));

    const report = await promised((done) =>
      new ReportingApi(client).reportIntegratedGet(
        'BASIC',
        token,
        { advertiser_id: usd, data_level: 'AUCTION_CAMPAIGN', dimensions: ['campaign_id', 'stat_time_day'], metrics: ['spend', 'impressions', 'campaign_name'], start_date: '2026-11-16', end_date: '2026-11-22', page_size: 100 },
        done,
      ),
    );
    expect(report.data.list.length).toBeGreaterThan(0);
    expect(report.data.list[0].dimensions.stat_time_day).toMatch(/^2026-11-\d{2} 00:00:00$/);
  });

  it('surfaces TikTok error codes the way the client reports them', async () => {
    const bruno = app.sandbox.mintToken('persona-2')?.token ?? '';
    const usd = Object.values(app.sandbox.state.world.advertisers).find((advertiser) => advertiser.currency === 'USD')?.id ?? '';
    await expect(promised((done) => new CampaignCreationApi(client).campaignGet(usd, bruno, {}, done))).rejects.toThrow(/code: 40001/);
  });
});
