/**
 * Field messages the web app recognises and replaces with its own translated text. The server's sentence doubles
 * as the code, so REST callers still read plain English; this file stays tiny and browser-safe.
 */
export const fieldIssues = {
  passwordTooCommon: 'This password is one of the most common; choose one that is harder to guess',
} as const;

export type FieldIssue = keyof typeof fieldIssues;
