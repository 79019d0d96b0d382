import { describe, expect, it } from 'vitest';
import { userMessage } from '../messages/index.ts';
import { describeFacebookCredentials, facebookCredentialsStatus } from './diagnostics-service.ts';

describe('Facebook credentials status', () => {
  it('lists each missing setting by name', () => {
    const status = facebookCredentialsStatus({ FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: undefined });
    expect(status).toEqual({ configured: false, missingKeys: ['FACEBOOK_APP_SECRET'] });
    expect(describeFacebookCredentials(status)).toEqual({ healthy: false, message: userMessage('healthFacebookMissing', { keys: 'FACEBOOK_APP_SECRET' }) });
  });

  it('is configured when the app id and secret are both set', () => {
    const status = facebookCredentialsStatus({ FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 'secret' });
    expect(describeFacebookCredentials(status)).toEqual({ healthy: true, message: userMessage('healthFacebookConfigured') });
  });
});
