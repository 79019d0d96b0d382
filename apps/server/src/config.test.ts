import { GRAPH_API_VERSION } from '@adfleet/core/graph';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';
import { readServerEnv } from './env.ts';

describe('the Meta app configuration', () => {
  it('calls Graph API v27.0 and sends people to the v27.0 login dialog with a real Meta app', () => {
    const { meta } = configFromEnv(readServerEnv({ FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 'secret', TIKTOK_APP_ID: 't', TIKTOK_APP_SECRET: 't-secret', PUBLIC_URL: 'https://ads.example.com' }), {
      tokenEncryptionKeyLoaded: true,
      version: 'test',
    });
    expect(GRAPH_API_VERSION).toBe('v27.0');
    expect(meta).toMatchObject({
      graphBaseUrl: 'https://graph.facebook.com',
      graphVersion: 'v27.0',
      dialogUrl: 'https://www.facebook.com/v27.0/dialog/oauth',
      redirectUri: 'https://ads.example.com/api/auth/facebook/callback',
    });
  });
});
