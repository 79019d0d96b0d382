import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorMessageKey, httpStatusOf, HttpStatusError } from './trpc-error';

function serverError(httpStatus: number, appCode: string) {
  return new TRPCClientError('server words', {
    result: { error: { code: -32600, message: 'server words', data: { code: 'X', httpStatus, appCode } } },
  });
}

describe('httpStatusOf', () => {
  it('reads the status of a tRPC error answer', () => {
    expect(httpStatusOf(serverError(500, 'INTERNAL'))).toBe(500);
  });

  it('reads the status of a non-tRPC answer kept by the fetch wrapper', () => {
    expect(httpStatusOf(new TRPCClientError('bad gateway', { cause: new HttpStatusError(502) }))).toBe(502);
  });

  it('is null when no answer came back', () => {
    expect(httpStatusOf(new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') }))).toBeNull();
    expect(httpStatusOf(new Error('not a call'))).toBeNull();
  });
});

describe('errorMessageKey', () => {
  it('maps an application code to its own message', () => {
    expect(errorMessageKey(serverError(409, 'CONFLICT'))).toBe('conflict');
    expect(errorMessageKey(serverError(400, 'VALIDATION_FAILED'))).toBe('validationFailed');
  });

  it('never passes on a server fault, whatever its code says', () => {
    expect(errorMessageKey(serverError(500, 'CONFLICT'))).toBe('internal');
    expect(errorMessageKey(serverError(503, 'SERVICE_UNAVAILABLE'))).toBe('serviceUnavailable');
  });

  it('tells a network failure apart', () => {
    expect(errorMessageKey(new TRPCClientError('Failed to fetch'))).toBe('network');
  });

  it('uses the generic message for an unknown code', () => {
    expect(errorMessageKey(serverError(418, 'TEAPOT'))).toBe('internal');
  });
});
