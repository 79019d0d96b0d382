import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await startSandbox();
  token = await h.tokenFor('Ana');
});
afterEach(() => h.close());

/** The smallest real PNG header: signature, then an IHDR chunk of 640 × 1136. */
function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

function multipart(fields: Record<string, string>, file?: Buffer) {
  const boundary = '----sandbox-test';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const chunks: Buffer[] = [Buffer.from(parts.join(''))];
  if (file) chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="image_file"; filename="hero.png"\r\ncontent-type: image/png\r\n\r\n`), file, Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'access-token': token } };
}

const upload = async (fields: Record<string, string>, file?: Buffer) =>
  (await h.app.server.inject({ method: 'POST', url: '/open_api/v1.3/file/image/ad/upload/', ...multipart(fields, file) })).json();

describe('images', () => {
  it('uploads a PNG with its MD5, shares it with another advertiser, and only then may that advertiser use it in an ad', async () => {
    const usd = h.advertiser('USD').id;
    const mxn = h.advertiser('MXN').id;
    const file = png(640, 1136);
    const uploaded = await upload({ advertiser_id: usd, upload_type: 'UPLOAD_BY_FILE', image_signature: createHash('md5').update(file).digest('hex') }, file);
    expect(uploaded).toMatchObject({ code: 0, data: { width: 640, height: 1136, format: 'png', size: file.length } });
    const { image_id: imageId, material_id: materialId } = uploaded.data;

    const info = await h.call('GET', '/file/image/ad/info/', { advertiser_id: usd, image_ids: [imageId] }, token);
    expect(info.data.list[0]).toMatchObject({ image_id: imageId, material_id: materialId });
    expect((await h.call('GET', '/file/image/ad/info/', { advertiser_id: mxn, image_ids: [imageId] }, token)).code).toBe(40002);

    const adgroup = Object.values(h.world.adgroups).find((candidate) => candidate.advertiserId === mxn && !candidate.deleted && !h.world.campaigns[candidate.campaignId]?.deleted);
    const createAd = () =>
      h.call('POST', '/ad/create/', { advertiser_id: mxn, adgroup_id: adgroup?.id, creatives: [{ ad_name: 'Shared', ad_format: 'SINGLE_IMAGE', ad_text: 'Hola', image_ids: [imageId], display_name: 'Torres' }] }, token);
    expect((await createAd()).code).toBe(40002);

    const shared = await h.call('POST', '/creative/asset/share/', { advertiser_id: usd, asset_type: 'IMAGE', material_ids: [materialId], shared_advertiser_ids: [mxn] }, token);
    expect(shared).toMatchObject({ code: 0, data: {} });
    expect((await createAd()).code).toBe(0);
  });

  it('refuses a wrong signature, a non-image, upload by URL, and sharing to an advertiser the token was not granted', async () => {
    const usd = h.advertiser('USD').id;
    const file = png(10, 10);
    expect((await upload({ advertiser_id: usd, image_signature: '0'.repeat(32) }, file)).message).toContain('image_signature');
    const text = Buffer.from('not an image');
    expect((await upload({ advertiser_id: usd, image_signature: createHash('md5').update(text).digest('hex') }, text)).message).toContain('JPG, JPEG or PNG');
    expect((await upload({ advertiser_id: usd, upload_type: 'UPLOAD_BY_URL' })).code).toBe(40002);
    const materialId = Object.values(h.world.images).find((image) => image.ownerId === usd)?.materialId;
    const brl = h.advertiser('BRL').id;
    expect((await h.call('POST', '/creative/asset/share/', { advertiser_id: usd, asset_type: 'IMAGE', material_ids: [materialId], shared_advertiser_ids: [brl] }, token)).code).toBe(40001);
    expect((await h.call('POST', '/creative/asset/share/', { advertiser_id: usd, material_ids: [materialId], shared_advertiser_ids: [h.advertiser('EUR').id] }, token)).code).toBe(40002);
  });
});
