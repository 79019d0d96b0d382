import { describe, expect, it } from 'vitest';
import { requestHeaders } from './trpc';

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
