import { z } from 'zod';
import { defineMailTemplate, html, mailButton, mailLayout } from '../mail-template.ts';

const texts = {
  en: {
    subject: 'Confirm your email for AdFleet',
    greeting: (name: string) => `Hello ${name},`,
    intro: 'Confirm that this address is yours, so AdFleet can reach you about your account (a password reset, for one):',
    button: 'Confirm my email',
    expiry: 'The link works once and for 24 hours.',
    ignore: 'If you did not create an AdFleet account, ignore this message.',
    footer: 'You receive this because this address was given for an AdFleet account.',
  },
  es: {
    subject: 'Confirma tu correo para AdFleet',
    greeting: (name: string) => `Hola ${name}:`,
    intro: 'Confirma que esta dirección es tuya, para que AdFleet pueda escribirte sobre tu cuenta (por ejemplo, para restablecer la contraseña):',
    button: 'Confirmar mi correo',
    expiry: 'El enlace funciona una sola vez y durante 24 horas.',
    ignore: 'Si no creaste una cuenta de AdFleet, ignora este mensaje.',
    footer: 'Recibes esto porque esta dirección se indicó para una cuenta de AdFleet.',
  },
};

/** Sent at sign-up (and again on request): the single-use link that marks the address verified. */
export const emailVerificationMail = defineMailTemplate({
  name: 'email-verification',
  params: z.object({ name: z.string().min(1).max(200), link: z.url({ protocol: /^https?$/ }) }),
  render({ name, link }, language) {
    const t = texts[language];
    return {
      subject: t.subject,
      text: [t.greeting(name), '', t.intro, '', link, '', t.expiry, t.ignore].join('\n'),
      html: mailLayout(language, html`<p>${t.greeting(name)}</p><p>${t.intro}</p>${mailButton(link, t.button)}<p style="font-size:13px;word-break:break-all;color:#52525b">${link}</p><p>${t.expiry}</p><p>${t.ignore}</p>`, t.footer),
    };
  },
});
