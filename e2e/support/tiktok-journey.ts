import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eEnv } from '../env.ts';
import { syncRunning } from './sandbox-journey.ts';

export const TIKTOK_SANDBOX = '/sandbox/tiktok';

export interface TikTokAdvertiser {
  advertiser_id: string;
  name: string;
  currency: string;
  status: string;
}

/** The TikTok sandbox controls' key, as an operator reads it from the app's DATA_DIR. */
export function tiktokControlHeaders(): Record<string, string> {
  return { 'x-sandbox-key': readFileSync(path.join(e2eEnv.dataDir, 'secrets', 'tiktok-sandbox-control-key'), 'utf8').trim() };
}

/** The first TikTok demo person (the one the authorization page preselects) and her advertisers, read from the sandbox. */
export async function tiktokWorld(request: APIRequestContext): Promise<{ persona: string; advertisers: TikTokAdvertiser[] }> {
  const world = (await (await request.get(`${TIKTOK_SANDBOX}/_sandbox`, { headers: tiktokControlHeaders() })).json()) as {
    personas: Array<{ name: string; advertiser_ids: string[] }>;
    advertisers: TikTokAdvertiser[];
  };
  const persona = world.personas[0];
  if (!persona) throw new Error('the TikTok sandbox has no demo person');
  return { persona: persona.name, advertisers: world.advertisers.filter((advertiser) => persona.advertiser_ids.includes(advertiser.advertiser_id)) };
}

/**
 * The journeys share one TikTok sandbox for the run, and every TikTok connect syncs four advertisers: the Basic tier's
 * 600 calls a minute (then a 5-minute lock) would throttle later journeys. The run gets TikTok's higher tier, as an app
 * serving agencies has; throttling itself is tested by the integration suites.
 */
let higherTier = false;
export async function grantTikTokHigherTier(page: Page): Promise<void> {
  if (higherTier) return;
  const granted = await page.request.put(`${TIKTOK_SANDBOX}/_sandbox/limits`, { data: { qps: 50, qpm: 3000, lock_seconds: 300, endpoint_qps: { '/ad/create/': 20 } }, headers: tiktokControlHeaders() });
  expect(granted.ok()).toBe(true);
  higherTier = true;
}

/** From anywhere signed in: connects TikTok through the sandbox's authorization page and waits for its first sync to end. */
export async function connectTikTokInSandbox(page: Page, options: { waitForSync?: boolean } = {}): Promise<void> {
  await grantTikTokHigherTier(page);
  await page.goto('/accounts');
  await page.getByRole('article', { name: 'TikTok Ads' }).getByRole('button', { name: 'Connect TikTok Ads' }).click();
  await expect(page).toHaveURL(/\/sandbox\/tiktok\/portal\/auth\?/);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/accounts(\?|$)/);
  await expect(page.getByTestId('tiktok-advertiser-count')).toHaveText('4');
  if (options.waitForSync !== false) await expect.poll(() => syncRunning(page), { timeout: 120_000, intervals: [500, 1000] }).toBe(false);
}
