import { describe, expect, it } from 'vitest';
import { serverEnvSchema } from './env.ts';
import { tiktokConfigFromEnv, tiktokModeOf } from './tiktok-config.ts';

const env = (values: Record<string, string>) => serverEnvSchema.parse(values);
const secrets = { appSecret: 'a'.repeat(40), controlKey: 'k'.repeat(40) };

describe('TikTok mode', () => {
  it('is the real API with both credentials, the sandbox with neither, and off in production unless the sandbox is allowed', () => {
    expect(tiktokModeOf(env({ TIKTOK_APP_ID: '7000000000000000000', TIKTOK_APP_SECRET: 'secret' }))).toBe('tiktok');
    expect(tiktokModeOf(env({}))).toBe('sandbox');
    expect(tiktokModeOf(env({ NODE_ENV: 'production' }))).toBe('off');
    expect(tiktokModeOf(env({ NODE_ENV: 'production', ADFLEET_SANDBOX: 'allow' }))).toBe('sandbox');
  });

  it('refuses one credential without the other, saying which go together', () => {
    expect(() => tiktokModeOf(env({ TIKTOK_APP_ID: '7000000000000000000' }))).toThrow(/TIKTOK_APP_ID and TIKTOK_APP_SECRET go together/);
    expect(() => tiktokModeOf(env({ TIKTOK_APP_SECRET: 'secret' }))).toThrow(/go together/);
  });

  it('points the sandbox at this installation and never puts the real secret in a URL', () => {
    const sandbox = tiktokConfigFromEnv(env({ DATA_DIR: '/srv/data' }), 'https://ads.example.com', secrets);
    expect(sandbox).toMatchObject({
      mode: 'sandbox',
      appSecret: secrets.appSecret,
      redirectUri: 'https://ads.example.com/api/auth/tiktok/callback',
      sandbox: { controlKey: secrets.controlKey, controlKeyHint: '/srv/data/secrets/tiktok-sandbox-control-key' },
    });
    const real = tiktokConfigFromEnv(env({ TIKTOK_APP_ID: '7000000000000000000', TIKTOK_APP_SECRET: 'real-secret' }), 'https://ads.example.com', undefined);
    expect(real.sandbox).toBeUndefined();
    expect(`${real.apiBaseUrl} ${real.authUrl}`).not.toContain('real-secret');
  });
});
