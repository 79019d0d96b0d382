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

  it('rejects a bad value naming the setting', () => {
    expect(() => readServerEnv({ PORT: 'abc' })).toThrow(EnvError);
    expect(() => readServerEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readServerEnv({ START_WORKER: 'maybe' })).toThrow(/START_WORKER/);
  });
});
