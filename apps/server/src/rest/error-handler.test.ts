import { AppError, errorCodes } from '@adfleet/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toRestError } from './error-handler.ts';

describe('toRestError', () => {
  it.each(Object.entries(errorCodes))('maps %s to its one HTTP status', (code, row) => {
    const error = new TRPCError({ code: row.trpc, cause: new AppError(code as keyof typeof errorCodes, 'why') });
    expect(toRestError(error).status).toBe(row.http);
    expect(toRestError(error).body.error).toBe(code);
  });

  it('keeps 4xx messages and field errors', () => {
    const { status, body } = toRestError(new AppError('VALIDATION_FAILED', 'Invalid', { fieldErrors: { email: ['Invalid email address'] } }));
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'VALIDATION_FAILED', message: 'Invalid', fieldErrors: { email: ['Invalid email address'] } });
  });

  it('reports a schema failure as 400 with the failing fields', () => {
    const parsed = z.object({ username: z.string().min(3) }).safeParse({ username: 'x' });
    const { status, body } = toRestError(parsed.error);
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(['username']);
  });

  it('never passes on the words of an unexpected failure', () => {
    expect(toRestError(new Error('password=hunter2'))).toEqual({
      status: 500,
      body: { error: 'INTERNAL', message: 'Internal server error' },
    });
  });
});

describe('toRestError for the HTTP edge', () => {
  it.each([
    [405, 'METHOD_NOT_ALLOWED', 'This method is not allowed here'],
    [413, 'PAYLOAD_TOO_LARGE', 'The request body is too large'],
    [414, 'VALIDATION_FAILED', 'The URL is too long'],
    [415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted here'],
    [431, 'VALIDATION_FAILED', 'The request headers are too large'],
    [400, 'VALIDATION_FAILED', 'The request is malformed'],
  ])('names Fastify’s own %i refusal %s in words of its own, never the request’s', (statusCode, code, message) => {
    const { status, body } = toRestError(Object.assign(new Error("'/api/<script>' refused"), { statusCode }));
    expect(status).toBe(statusCode);
    expect(body).toEqual({ error: code, message });
  });

  it('says a body that JSON.parse refused is not valid JSON, without quoting it', () => {
    const { body } = toRestError(Object.assign(new SyntaxError('Unexpected token s in "secret"'), { statusCode: 400 }));
    expect(body).toEqual({ error: 'VALIDATION_FAILED', message: 'The request body is not valid JSON' });
  });

  it('passes on when a rate-limited caller may try again', () => {
    expect(toRestError(new AppError('RATE_LIMITED', 'Slow down', { retryAfterSeconds: 42 })).retryAfterSeconds).toBe(42);
  });
});
