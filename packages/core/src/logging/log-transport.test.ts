import { describe, expect, it } from 'vitest';
import { logTransportFor } from './log-transport.ts';

describe('logTransportFor', () => {
  it('prints readable lines to a terminal outside production', () => {
    expect(logTransportFor({ stdoutIsTTY: true, nodeEnv: 'development' })?.target).toBe('pino-pretty');
    expect(logTransportFor({ stdoutIsTTY: true, nodeEnv: 'test' })?.target).toBe('pino-pretty');
  });

  it('keeps JSON lines when the output is a file or a pipe', () => {
    expect(logTransportFor({ stdoutIsTTY: false, nodeEnv: 'development' })).toBeUndefined();
  });

  it('keeps JSON lines in production, even in a terminal', () => {
    expect(logTransportFor({ stdoutIsTTY: true, nodeEnv: 'production' })).toBeUndefined();
  });
});
