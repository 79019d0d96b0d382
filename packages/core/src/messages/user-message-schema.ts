import { z } from 'zod';
import { type MessageCode, type UserMessage, userMessage } from './user-message.ts';

const messageParamSchema = z.union([z.string(), z.number(), z.object({ money: z.object({ amount: z.number(), currency: z.string() }) }), z.object({ field: z.string() })]);

/**
 * A message as procedures answer it. The code is any string on purpose: a row stored by an older build may name a code
 * this build no longer has, and `renderMessage` reads that as the generic failure instead of failing the whole answer.
 */
export const userMessageSchema = z.object({
  code: z.custom<MessageCode>((value) => typeof value === 'string'),
  params: z.record(z.string(), messageParamSchema),
});

/**
 * A message read back from a jsonb column. Anything that is not a stored message (a hand-edited row, a text written
 * before the column held codes) is still shown: text as `legacyText`, the rest as the generic failure.
 */
export function storedMessage(value: unknown): UserMessage {
  if (typeof value === 'string') return userMessage('legacyText', { text: value });
  const parsed = userMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : userMessage('internalError');
}
