import { describe, expect, it } from 'vitest';
import { coarseIp, sessionDevice } from './session-device.ts';

describe('sessionDevice', () => {
  it('names the browser and the system of common user agents', () => {
    expect(sessionDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toEqual({ browser: 'Chrome', os: 'Linux' });
    expect(sessionDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(sessionDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({ browser: 'Firefox', os: 'Windows' });
  });

  it('gives nulls when there is no user agent, or one naming nothing it knows', () => {
    expect(sessionDevice(null)).toEqual({ browser: null, os: null });
    expect(sessionDevice('')).toEqual({ browser: null, os: null });
    expect(sessionDevice('lightMyRequest').os).toBeNull();
  });
});

describe('coarseIp', () => {
  it('hides the host part of an IPv4 address', () => {
    expect(coarseIp('203.0.113.77')).toBe('203.0.113.0/24');
    expect(coarseIp('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
  });

  it('keeps only the /48 of an IPv6 address, compressed or not', () => {
    expect(coarseIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(coarseIp('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(coarseIp('::1')).toBe('0:0:0::/48');
  });

  it('gives null for no address or something that is not one', () => {
    expect(coarseIp(null)).toBeNull();
    expect(coarseIp('unknown')).toBeNull();
    expect(coarseIp('1:2:3:4:5:6:7:8:9')).toBeNull();
  });
});
