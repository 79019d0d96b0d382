import { z } from 'zod';
import { defineMailTemplate, html, mailButton, mailLayout } from '../mail-template.ts';

const texts = {
  en: {
    subject: 'Reset your AdFleet password',
    greeting: (name: string) => `Hello ${name},`,
    intro: 'Someone asked to reset the password of your AdFleet account. If it was you, choose a new password with this link:',
    button: 'Choose a new password',
    expiry: 'The link works once and for one hour.',
    ignore: 'If you did not ask, ignore this message: your password stays as it is.',
    footer: 'You receive this because a password reset was asked for your AdFleet account.',
  },
  es: {
    subject: 'Restablece tu contraseña de AdFleet',
    greeting: (name: string) => `Hola ${name}:`,
    intro: 'Alguien pidió restablecer la contraseña de tu cuenta de AdFleet. Si fuiste tú, elige una nueva contraseña con este enlace:',
    button: 'Elegir una nueva contraseña',
    expiry: 'El enlace funciona una sola vez y durante una hora.',
    ignore: 'Si no lo pediste, ignora este mensaje: tu contraseña sigue igual.',
    footer: 'Recibes esto porque se pidió restablecer la contraseña de tu cuenta de AdFleet.',
  },
};

/** Sent when someone asks for a password reset for an existing account: the single-use link, valid one hour. */
export const passwordResetMail = defineMailTemplate({
  name: 'password-reset',
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
