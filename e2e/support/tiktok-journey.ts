import type { APIRequestContext } from '@playwright/test';

export const TIKTOK_SANDBOX = '/sandbox/tiktok';

interface TikTokAdvertiser {
  advertiser_id: string;
  name: string;
  currency: string;
  status: string;
}

/** The TikTok sandbox as a journey reads it: its first demo person (the one its page preselects), her advertisers, the controls' key. */
export interface TikTokSandbox {
  persona: string;
  personaId: string;
  advertisers: TikTokAdvertiser[];
  controlHeaders: Record<string, string>;
}

export async function readTikTokSandbox(request: APIRequestContext, controlHeaders: Record<string, string>): Promise<TikTokSandbox> {
  const world = (await (await request.get(`${TIKTOK_SANDBOX}/_sandbox`, { headers: controlHeaders })).json()) as {
    personas: Array<{ id: string; name: string; advertiser_ids: string[] }>;
    advertisers: TikTokAdvertiser[];
  };
  const persona = world.personas[0];
  if (!persona) throw new Error('the TikTok sandbox has no demo person');
  return {
    persona: persona.name,
    personaId: persona.id,
    advertisers: world.advertisers.filter((advertiser) => persona.advertiser_ids.includes(advertiser.advertiser_id)),
    controlHeaders,
  };
}
