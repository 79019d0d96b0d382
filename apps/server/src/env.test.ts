import { describe, expect, it } from 'vitest';
import { EnvError, readServerEnv } from './env.ts';

describe('server environment', () => {
  it('runs with nothing set: port 3000, ./.data, embedded database, worker beside the server', () => {
    const env = readServerEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './.data', START_WORKER: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats blank values as unset', () => {
    expect(readServerEnv({ DATABASE_URL: '  ', FACEBOOK_APP_ID: '' })).toMatchObject({ DATABASE_URL: undefined, FACEBOOK_APP_ID: undefined });
  });

  it('serves no metrics unless METRICS_PORT names a port of their own (blank is unset)', () => {
    expect(readServerEnv({}).METRICS_PORT).toBeUndefined();
    expect(readServerEnv({}).METRICS_HOST).toBe('127.0.0.1');
    expect(readServerEnv({ METRICS_PORT: ' ' }).METRICS_PORT).toBeUndefined();
    expect(readServerEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => readServerEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('rejects a bad value naming the setting', () => {
    expect(() => readServerEnv({ PORT: 'abc' })).toThrow(EnvError);
    expect(() => readServerEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readServerEnv({ START_WORKER: 'maybe' })).toThrow(/START_WORKER/);
  });

  it('refuses production without Meta credentials unless the sandbox is allowed on purpose', () => {
    const refusal = /^NODE_ENV=production needs FACEBOOK_APP_ID and FACEBOOK_APP_SECRET, or ADFLEET_SANDBOX=allow/;
    expect(() => readServerEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => readServerEnv({ NODE_ENV: 'production' })).toThrow(refusal);
    expect(() => readServerEnv({ NODE_ENV: 'production', FACEBOOK_APP_ID: '123' })).toThrow(refusal);
    expect(() => readServerEnv({ NODE_ENV: 'production', ADFLEET_SANDBOX: 'yes' })).toThrow(/ADFLEET_SANDBOX/);
    expect(readServerEnv({ NODE_ENV: 'production', ADFLEET_SANDBOX: 'allow' }).ADFLEET_SANDBOX).toBe('allow');
    expect(readServerEnv({ NODE_ENV: 'production', FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 'secret' }).NODE_ENV).toBe('production');
    expect(readServerEnv({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });
});
