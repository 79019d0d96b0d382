import { afterEach, describe, expect, it } from 'vitest';
import { markConnectAttempt, takeConnectAttempt } from './platform-connect';

afterEach(() => sessionStorage.clear());

describe('connect attempt mark', () => {
  it('is taken once, shortly after the browser left to connect', () => {
    markConnectAttempt(1_000);
    expect(takeConnectAttempt(61_000)).toBe(true);
    expect(takeConnectAttempt(62_000)).toBe(false);
  });

  it('expires when the flow never came back', () => {
    markConnectAttempt(0);
    expect(takeConnectAttempt(60 * 60 * 1000)).toBe(false);
  });

  it('is absent without a mark', () => {
    expect(takeConnectAttempt()).toBe(false);
  });
});
