import { describe, expect, it } from 'vitest';
import { readTracingEnv } from './env.ts';

describe('whether a process traces', () => {
  it('traces only when OTEL_EXPORTER_OTLP_ENDPOINT names a URL; blank is unset', () => {
    expect(readTracingEnv({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(readTracingEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(readTracingEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://otel-collector:4318');
  });

  it('refuses an endpoint that is not a URL, naming the variable', () => {
    expect(() => readTracingEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });
});
