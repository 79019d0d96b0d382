import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { type PasswordOwner, passwordWeakness, requireStrongPassword } from './password-strength.ts';

const ana: PasswordOwner = { username: 'ana.garcia', email: 'ana.garcia@example.com', firstName: 'Ana', lastName: 'García' };

describe('how easy a password is to guess', () => {
  it.each([
    ['the username', 'ana.garcia'],
    ['the username and a digit', 'ana.garcia1'],
    ['the e-mail address', 'ana.garcia@example.com'],
    ['eight spaces', '        '],
    ['one letter repeated', 'aaaaaaaa'],
    ['a run of the alphabet', 'abcdefgh'],
    ['a common password with a substitution', 'Passw0rd!'],
    ['a season and a year', 'Summer2024!'],
    ['the product and a year', 'AdFleet2026!'],
    ['a surname without its accent and a year', 'Garcia2026!'],
    ['the username run together', 'AnaGarcia!77'],
  ])('refuses %s', async (_, password) => {
    expect(await passwordWeakness(password, ana)).not.toBeNull();
  });

  it('lets through a few unrelated words and a long random mix', async () => {
    for (const password of ['lighthouse-harbor-map-7', 'rojo lunes gato 58', 'x7#Kp!2qLm9$vT']) expect(await passwordWeakness(password, ana)).toBeNull();
  });

  it('says why in the catalogue\'s words', async () => {
    expect(await passwordWeakness('ana.garcia1', ana)).toEqual({ code: 'passwordHasPersonalInfo', params: {} });
    expect(await passwordWeakness('aaaaaaaa', ana)).toEqual({ code: 'passwordRepeats', params: {} });
    expect(await passwordWeakness('abcdefgh', ana)).toEqual({ code: 'passwordSequence', params: {} });
    expect(await passwordWeakness('Passw0rd!', ana)).toEqual({ code: 'passwordTooCommon', params: {} });
    expect(await passwordWeakness('Summer2024!', ana)).toEqual({ code: 'passwordTooCommon', params: {} });
    // Eight random characters have no pattern to name: they are simply too few.
    expect(await passwordWeakness('kx7!mq2z', ana)).toEqual({ code: 'passwordTooWeak', params: {} });
  });

  it("judges a password by its owner: another person's name is only a word", async () => {
    const bruno: PasswordOwner = { username: 'bruno', email: 'bruno@example.com', firstName: null, lastName: null };
    expect(await passwordWeakness('ana.garcia#5831', bruno)).toBeNull();
    expect(await passwordWeakness('ana.garcia#5831', ana)).toEqual({ code: 'passwordHasPersonalInfo', params: {} });
  });

  it('refuses as a validation failure on the named field', async () => {
    const refusal = await requireStrongPassword('aaaaaaaa', ana, 'newPassword').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { newPassword: [{ code: 'passwordRepeats', params: {} }] } });
    await expect(requireStrongPassword('lighthouse-harbor-map-7', ana, 'newPassword')).resolves.toBeUndefined();
  });
});
