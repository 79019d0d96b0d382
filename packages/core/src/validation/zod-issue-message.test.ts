import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderMessage } from '../messages/render-message.ts';
import { fieldMessagesOf, firstIssueMessageOf } from './zod-issue-message.ts';

const schema = z.object({
  nameTemplate: z.string().max(400),
  from: z.date(),
  limit: z.number().int().min(1),
  dailyBudget: z.number().int(),
  email: z.email(),
  platform: z.enum(['all', 'facebook']),
});
const valid = { nameTemplate: 'x', from: new Date('2026-11-01'), limit: 10, dailyBudget: 100, email: 'a@b.co', platform: 'all' };

function said(input: object) {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const message = firstIssueMessageOf(result.error);
  return { en: renderMessage(message, 'en'), es: renderMessage(message, 'es') };
}

describe('validation messages a person can read', () => {
  it.each([
    [{ nameTemplate: undefined }, 'Campaign name is required.', 'El campo «Nombre de la campaña» es obligatorio.'],
    [{ nameTemplate: 'x'.repeat(401) }, 'Campaign name is too long (400 characters at most).', 'El campo «Nombre de la campaña» admite como máximo 400 caracteres.'],
    [{ platform: undefined }, 'Platform is required.', 'El campo «Plataforma» es obligatorio.'],
    [{ nameTemplate: 42 }, 'Campaign name must be text.', 'El campo «Nombre de la campaña» debe ser un texto.'],
    [{ from: new Date('not a date') }, 'Start date must be a valid date.', 'El campo «Fecha de inicio» debe ser una fecha válida.'],
    [{ limit: Number.NaN }, 'Page size must be a number.', 'El campo «Tamaño de página» debe ser un número.'],
    [{ limit: 0 }, 'Page size must be at least 1.', 'El campo «Tamaño de página» debe ser como mínimo 1.'],
    [{ dailyBudget: 2 ** 60 }, 'Daily budget must be at most 9,007,199,254,740,991.', 'El campo «Presupuesto diario» debe ser como máximo 9.007.199.254.740.991.'],
    [{ dailyBudget: 1.5 }, 'Daily budget must be a whole number.', 'El campo «Presupuesto diario» debe ser un número entero.'],
    [{ email: 'nope' }, 'Email must be a valid email address.', 'El campo «Correo electrónico» debe ser un correo electrónico válido.'],
    [{ platform: 'myspace' }, 'Platform must be one of: all, facebook.', 'El campo «Plataforma» debe ser uno de: all, facebook.'],
  ])('%j reads "%s"', (change, en, es) => {
    expect(said({ ...valid, ...change })).toEqual({ en, es });
  });

  it('never passes on zod’s own wording', () => {
    const result = schema.safeParse({ from: 'yesterday', limit: 'ten' });
    const texts = Object.values(fieldMessagesOf(result.error!)).flat().flatMap((message) => [renderMessage(message, 'en'), renderMessage(message, 'es')]);
    expect(texts.length).toBeGreaterThan(4);
    for (const text of texts) expect(text).not.toMatch(/Invalid input|expected|received|Too big|Too small/);
  });

  it('names a refusal of the input as a whole without a field', () => {
    const result = schema.safeParse('not an object');
    expect(renderMessage(firstIssueMessageOf(result.error!), 'en')).toBe('The request is not valid.');
  });

  it('names an unknown field by its key', () => {
    const result = z.strictObject({ limit: z.number() }).safeParse({ limit: 1, debug: true });
    expect(renderMessage(firstIssueMessageOf(result.error!), 'es')).toBe('El campo «debug» no forma parte de esta petición.');
  });
});
