import { describe, expect, it } from 'vitest';
import { facebookCredentialsStatus } from './diagnostics-service.ts';

describe('Facebook credentials status', () => {
  it('lists each missing setting by name', () => {
    expect(facebookCredentialsStatus({ FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: undefined })).toEqual({ configured: false, missingKeys: ['FACEBOOK_APP_SECRET'] });
  });

  it('is configured when the app id and secret are both set', () => {
    expect(facebookCredentialsStatus({ FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 'secret' })).toEqual({ configured: true, missingKeys: [] });
  });
});
