import { AppError, errorCodes, userMessage } from '@adfleet/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toRestError } from './error-handler.ts';

describe('toRestError', () => {
  it.each(Object.entries(errorCodes))('maps %s to its one HTTP status', (code, row) => {
    const error = new TRPCError({ code: row.trpc, cause: new AppError(code as keyof typeof errorCodes, userMessage('notFound')) });
    expect(toRestError(error).status).toBe(row.http);
    expect(toRestError(error).body.error).toBe(code);
  });

  it('words 4xx messages and field errors in the reader language, English by default', () => {
    const refused = new AppError('VALIDATION_FAILED', userMessage('badCredentials'), { fieldErrors: { email: [{ code: 'fieldNotEmail', params: { field: { field: 'email' } } }] } });
    expect(toRestError(refused)).toEqual({
      status: 400,
      body: { error: 'VALIDATION_FAILED', message: 'Invalid username or password.', fieldErrors: { email: ['Email must be a valid email address.'] } },
    });
    expect(toRestError(refused, 'es').body).toEqual({
      error: 'VALIDATION_FAILED',
      message: 'Usuario o contraseña incorrectos.',
      fieldErrors: { email: ['El campo «Correo electrónico» debe ser un correo electrónico válido.'] },
    });
  });

  it('reports a schema failure as 400 with the failing fields', () => {
    const parsed = z.object({ username: z.string().min(3) }).safeParse({ username: 'x' });
    const { status, body } = toRestError(parsed.error);
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ username: ['Username is too short (at least 3 characters).'] });
  });

  it('never passes on the words of an unexpected failure', () => {
    expect(toRestError(new Error('password=hunter2'))).toEqual({
      status: 500,
      body: { error: 'INTERNAL', message: 'Internal server error.' },
    });
  });
});

describe('toRestError for the HTTP edge', () => {
  it.each([
    [405, 'METHOD_NOT_ALLOWED', 'This method is not allowed here.'],
    [413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'],
    [414, 'VALIDATION_FAILED', 'The URL is too long.'],
    [415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.'],
    [431, 'VALIDATION_FAILED', 'The request headers are too large.'],
    [400, 'VALIDATION_FAILED', 'The request is malformed.'],
  ])('names Fastify’s own %i refusal %s in words of its own, never the request’s', (statusCode, code, message) => {
    const { status, body } = toRestError(Object.assign(new Error("'/api/<script>' refused"), { statusCode }));
    expect(status).toBe(statusCode);
    expect(body).toEqual({ error: code, message });
  });

  it('words them in Spanish for a Spanish reader', () => {
    expect(toRestError(Object.assign(new Error('/x'), { statusCode: 414 }), 'es').body).toEqual({ error: 'VALIDATION_FAILED', message: 'La URL es demasiado larga.' });
  });

  it('says a body that JSON.parse refused is not valid JSON, without quoting it', () => {
    const { body } = toRestError(Object.assign(new SyntaxError('Unexpected token s in "secret"'), { statusCode: 400 }));
    expect(body).toEqual({ error: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' });
  });

  it('passes on when a rate-limited caller may try again', () => {
    expect(toRestError(new AppError('RATE_LIMITED', userMessage('tooManyRequests'), { retryAfterSeconds: 42 })).retryAfterSeconds).toBe(42);
  });
});
