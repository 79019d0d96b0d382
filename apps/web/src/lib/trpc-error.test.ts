import { TRPCClientError } from '@trpc/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nIn } from '@/test/i18n';
import { clientErrorMessageOf, errorMessageKey, fieldErrorsOf, httpStatusOf, HttpStatusError, isUnparseableAnswer, retryAfterSecondsOf } from './trpc-error';

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

describe('isUnparseableAnswer', () => {
  it('spots an answer that is not JSON or not a tRPC answer', () => {
    expect(isUnparseableAnswer(new TRPCClientError('Unexpected token <', { cause: new SyntaxError('Unexpected token <') }))).toBe(true);
    expect(isUnparseableAnswer(new TRPCClientError('x', { cause: new Error('Unable to transform response from server') }))).toBe(true);
  });

  it('is false for answers and for failures to get one', () => {
    expect(isUnparseableAnswer(serverError(401, 'UNAUTHENTICATED'))).toBe(false);
    expect(isUnparseableAnswer(new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') }))).toBe(false);
  });
});

// Which codes this build can word is what the app's texts say: the shell loads the messages before the first paint.
beforeAll(() => {
  i18nIn('es');
});

describe('clientErrorMessageOf', () => {
  it('passes on the message of a 4xx answer as its code, to be worded in the UI language', () => {
    const said = { code: 'badCredentials', params: {} };
    const error = new TRPCClientError('Invalid username or password.', {
      result: { error: { code: -32600, message: 'Invalid username or password.', data: { httpStatus: 401, appCode: 'UNAUTHENTICATED', userMessage: said } } },
    });
    expect(clientErrorMessageOf(error)).toEqual(said);
  });

  it('knows a code whose words have plural forms', () => {
    const said = { code: 'syncTooOften', params: { count: 30 } };
    const error = new TRPCClientError('x', { result: { error: { code: -32029, message: 'x', data: { httpStatus: 429, appCode: 'RATE_LIMITED', userMessage: said } } } });
    expect(clientErrorMessageOf(error)).toEqual(said);
  });

  it('ignores a message code this build does not know', () => {
    const error = new TRPCClientError('x', { result: { error: { code: -32600, message: 'x', data: { httpStatus: 400, appCode: 'VALIDATION_FAILED', userMessage: { code: 'fromTheFuture', params: {} } } } } });
    expect(clientErrorMessageOf(error)).toBeNull();
  });

  it('keeps back 5xx words and answers that carry no message', () => {
    expect(clientErrorMessageOf(serverError(500, 'INTERNAL'))).toBeNull();
    expect(clientErrorMessageOf(new TRPCClientError('HTTP 404', { cause: new HttpStatusError(404) }))).toBeNull();
    expect(clientErrorMessageOf(new Error('bug'))).toBeNull();
  });
});

describe('fieldErrorsOf', () => {
  const notEmail = { code: 'fieldNotEmail', params: { field: { field: 'email' } } };
  const tooLong = { code: 'fieldTooLong', params: { field: { field: 'email' }, count: 254 } };
  it('keeps the first message of each refused field', () => {
    const error = new TRPCClientError('Invalid', {
      result: { error: { code: -32600, message: 'Invalid', data: { httpStatus: 400, appCode: 'VALIDATION_FAILED', fieldErrors: { email: [notEmail, tooLong] } } } },
    });
    expect(fieldErrorsOf(error)).toEqual({ email: notEmail });
    expect(fieldErrorsOf(serverError(409, 'CONFLICT'))).toEqual({});
  });
});

describe('retryAfterSecondsOf', () => {
  it('reads when a rate-limited caller may try again', () => {
    const limited = new TRPCClientError('slow down', {
      result: { error: { code: -32029, message: 'slow down', data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, appCode: 'RATE_LIMITED', retryAfterSeconds: 37 } } },
    });
    expect(retryAfterSecondsOf(limited)).toBe(37);
  });

  it('is null when the server did not say', () => {
    expect(retryAfterSecondsOf(serverError(429, 'RATE_LIMITED'))).toBeNull();
    expect(retryAfterSecondsOf(new Error('not a call'))).toBeNull();
  });
});
