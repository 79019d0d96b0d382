import { describe, expect, it } from 'vitest';
import { requestHeaders, sandboxKeyHeader } from './trpc';

describe('requestHeaders', () => {
  it('sends the stored token as a Bearer header and echoes the XSRF cookie', () => {
    expect(requestHeaders('tok', 'xsrf')).toEqual({ Authorization: 'Bearer tok', 'X-XSRF-TOKEN': 'xsrf' });
  });

  it('leaves out what is not there', () => {
    expect(requestHeaders(null, 'xsrf')).toEqual({ 'X-XSRF-TOKEN': 'xsrf' });
    expect(requestHeaders('tok', null)).toEqual({ Authorization: 'Bearer tok' });
    expect(requestHeaders(null, null)).toEqual({});
  });
});

describe('sandboxKeyHeader', () => {
  it('sends the key a call carries in its context, and nothing for a call without one', () => {
    expect(sandboxKeyHeader({ sandboxKey: 'k3y' })).toEqual({ 'X-Sandbox-Key': 'k3y' });
    expect(sandboxKeyHeader({ skipBatch: true })).toEqual({});
    expect(sandboxKeyHeader({ sandboxKey: '' })).toEqual({});
  });
});
