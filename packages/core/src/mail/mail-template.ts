import type { z } from 'zod';

export const MAIL_LANGUAGES = ['en', 'es'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** A message ready to send: what every template renders to, in one language. */
interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * One e-mail in both languages: its parameters (checked before anything is stored) and how it reads. Params reach the
 * HTML only through `html` below, which escapes them.
 */
export interface MailTemplate<TName extends string = string, TParams extends z.ZodType = z.ZodType> {
  name: TName;
  params: TParams;
  render(params: z.infer<TParams>, language: MailLanguage): RenderedMail;
}

export function defineMailTemplate<const TName extends string, TParams extends z.ZodType>(template: MailTemplate<TName, TParams>): MailTemplate<TName, TParams> {
  return template;
}

/** HTML's special characters as entities, so a parameter (a name someone typed) can never become markup. */
function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Marks markup built here as safe to place inside `html` unescaped. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
}

/** A tagged template for mail HTML: every interpolated value is escaped unless it is SafeHtml built by this tag. */
export function html(strings: TemplateStringsArray, ...values: ReadonlyArray<string | number | SafeHtml>): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += (value instanceof SafeHtml ? value.value : escapeHtml(String(value))) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/**
 * The frame every message shares: a plain, narrow, light page (mail clients ignore most CSS, and dark-mode clients
 * invert a light message well) with the product's name above and a footer saying why it arrived.
 */
export function mailLayout(language: MailLanguage, body: SafeHtml, footer: string): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>AdFleet</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;font-size:18px">AdFleet</p>
${body.value}
</div>
<p style="max-width:520px;margin:12px auto 0;font-size:12px;color:#71717a">${escapeHtml(footer)}</p>
</body>
</html>`;
}

/** A button-like link for the one action a message asks for. */
export function mailButton(href: string, label: string): SafeHtml {
  return html`<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600">${label}</a></p>`;
}
