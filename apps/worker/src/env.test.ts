import { DEFAULT_EXCHANGE_RATES_URL } from '@adfleet/core';
import { describe, expect, it } from 'vitest';
import { readWorkerEnv } from './env.ts';

const required = { DATABASE_URL: 'postgres://127.0.0.1/adfleet', TOKEN_ENCRYPTION_KEY: 'a-key' };

describe('the worker reads EXCHANGE_RATES_URL', () => {
  it("defaults to the ECB's daily rates, and takes `bundled` for the deterministic table", () => {
    expect(readWorkerEnv(required).EXCHANGE_RATES_URL).toBe(DEFAULT_EXCHANGE_RATES_URL);
    expect(readWorkerEnv({ ...required, EXCHANGE_RATES_URL: 'bundled' }).EXCHANGE_RATES_URL).toBe('bundled');
    expect(readWorkerEnv({ ...required, EXCHANGE_RATES_URL: 'https://rates.example.com/latest.json' }).EXCHANGE_RATES_URL).toBe('https://rates.example.com/latest.json');
  });

  it('refuses a value that is neither a URL nor `bundled`, naming the variable', () => {
    expect(() => readWorkerEnv({ ...required, EXCHANGE_RATES_URL: 'ecb please' })).toThrow(/EXCHANGE_RATES_URL/);
  });
});

describe('the worker reads METRICS_PORT', () => {
  it('keeps no metrics unless a port is given (a blank one is none), and listens on loopback unless told otherwise', () => {
    expect(readWorkerEnv(required).METRICS_PORT).toBeUndefined();
    expect(readWorkerEnv(required).METRICS_HOST).toBe('127.0.0.1');
    expect(readWorkerEnv({ ...required, METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(readWorkerEnv({ ...required, METRICS_PORT: '9465', METRICS_HOST: '0.0.0.0' })).toMatchObject({ METRICS_PORT: 9465, METRICS_HOST: '0.0.0.0' });
    expect(() => readWorkerEnv({ ...required, METRICS_PORT: 'prometheus' })).toThrow(/METRICS_PORT/);
  });
});
