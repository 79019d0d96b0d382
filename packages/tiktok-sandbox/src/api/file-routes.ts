import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { MAX_SHARE_TARGETS, MAX_SHARED_ASSETS } from '../constants.ts';
import { errors } from '../errors/tiktok-errors.ts';
import { tiktokTime } from '../world/dates.ts';
import type { Image } from '../world/world-types.ts';
import type { ApiRoute } from './api-route.ts';
import { advertiserFor, writableAdvertiser } from './authenticate.ts';
import { imageSize } from './image-size.ts';
import { id, ids, parseParams } from './params.ts';

const uploadBody = z.object({
  advertiser_id: id,
  upload_type: z.enum(['UPLOAD_BY_FILE', 'UPLOAD_BY_URL', 'UPLOAD_BY_FILE_ID']).default('UPLOAD_BY_FILE'),
  image_file: z.instanceof(Buffer).optional(),
  image_signature: z.string().regex(/^[0-9a-fA-F]{32}$/, 'Not an MD5 hex digest').optional(),
  file_name: z.string().trim().min(1).max(100).optional(),
});
const shareBody = z.object({
  advertiser_id: id,
  asset_type: z.enum(['VIDEO', 'IMAGE']).default('VIDEO'),
  material_ids: ids(MAX_SHARED_ASSETS),
  shared_advertiser_ids: ids(MAX_SHARE_TARGETS),
});

function imageView(image: Image, baseUrl: string) {
  return {
    image_id: image.id,
    material_id: image.materialId,
    file_name: image.fileName,
    format: image.format,
    width: image.width,
    height: image.height,
    size: image.size,
    signature: image.signature,
    image_url: `${baseUrl}/_sandbox/images/${image.materialId}.svg`,
    is_carousel_usable: true,
    displayable: true,
    create_time: tiktokTime(image.createTime),
    modify_time: tiktokTime(image.createTime),
  };
}

/**
 * `file/image/ad/upload/` (multipart): a JPEG or PNG with its MD5 as `image_signature`, into one advertiser's
 * library. Upload by URL is refused: the sandbox fetches nothing from the network.
 */
const imageUpload: ApiRoute = {
  method: 'POST',
  path: '/file/image/ad/upload/',
  needsToken: true,
  handle({ state, params, token, baseUrl }) {
    const body = parseParams(uploadBody, params);
    const advertiser = writableAdvertiser(state, token, body.advertiser_id);
    if (body.upload_type !== 'UPLOAD_BY_FILE') throw errors.parameter('upload_type: The sandbox takes UPLOAD_BY_FILE only; it fetches nothing from the network.');
    if (!body.image_file) throw errors.missing('image_file');
    if (!body.image_signature) throw errors.missing('image_signature');
    const md5 = createHash('md5').update(body.image_file).digest('hex');
    if (md5 !== body.image_signature.toLowerCase()) throw errors.parameter('image_signature: The signature does not match the file (MD5).');
    const size = imageSize(body.image_file);
    if (!size) throw errors.parameter('image_file: The image must be a JPG, JPEG or PNG.');
    const image: Image = {
      id: `ad-site-i18n-sg/${randomBytes(16).toString('hex')}`,
      materialId: `7${BigInt(`0x${randomBytes(8).toString('hex')}`).toString().padStart(18, '0').slice(0, 18)}`,
      ownerId: advertiser.id,
      advertiserIds: [advertiser.id],
      fileName: body.file_name ?? `${md5}.${size.format === 'png' ? 'png' : 'jpg'}`,
      format: size.format,
      width: size.width,
      height: size.height,
      size: body.image_file.length,
      signature: md5,
      createTime: state.now().getTime(),
    };
    state.world.images[image.id] = image;
    state.changed('images', image.id);
    return imageView(image, baseUrl);
  },
};

/**
 * `creative/asset/share/`: images of one advertiser's library (by material id) become usable in others the same token
 * manages, up to 20 assets to 10 advertisers per call. All are checked before any is shared. The sandbox has no videos.
 */
const assetShare: ApiRoute = {
  method: 'POST',
  path: '/creative/asset/share/',
  needsToken: true,
  handle({ state, params, token }) {
    const body = parseParams(shareBody, params);
    const source = advertiserFor(state, token, body.advertiser_id);
    const targets = body.shared_advertiser_ids.map((targetId) => advertiserFor(state, token, targetId));
    const images = body.material_ids.map((materialId) => {
      const image = body.asset_type === 'IMAGE' ? Object.values(state.world.images).find((candidate) => candidate.materialId === materialId) : undefined;
      if (!image || !image.advertiserIds.includes(source.id)) throw errors.parameter(`material_ids: ${body.asset_type} material ${materialId} does not exist in advertiser ${source.id}.`);
      return image;
    });
    for (const image of images) {
      for (const target of targets) if (!image.advertiserIds.includes(target.id)) image.advertiserIds.push(target.id);
      state.changed('images', image.id);
    }
    return {};
  },
};

const infoQuery = z.object({ advertiser_id: id, image_ids: z.array(z.string().min(1)).min(1).max(100) });

/** `file/image/ad/info/`: images of an advertiser's library, with the material ids creative/asset/share/ takes. */
const imageInfo: ApiRoute = {
  method: 'GET',
  path: '/file/image/ad/info/',
  needsToken: true,
  handle({ state, params, token, baseUrl }) {
    const query = parseParams(infoQuery, params);
    const advertiser = advertiserFor(state, token, query.advertiser_id);
    return {
      list: query.image_ids.map((imageId) => {
        const image = state.world.images[imageId];
        if (!image || !image.advertiserIds.includes(advertiser.id)) throw errors.parameter(`image_ids: Image ${imageId} does not exist in advertiser ${advertiser.id}.`);
        return imageView(image, baseUrl);
      }),
    };
  },
};

export const fileRoutes = [imageUpload, imageInfo, assetShare];
