import { z } from 'zod';
import { defineMailTemplate, html, mailLayout } from '../mail-template.ts';

const texts = {
  en: {
    subject: 'Your AdFleet password was changed',
    greeting: (name: string) => `Hello ${name},`,
    body: 'The password of your AdFleet account was just changed with a reset link, and every session that was signed in has been signed out.',
    warning: 'If you did not do this, reset your password again now from the sign-in page, and check the activity of your account:',
    footer: 'You receive this whenever the password of your AdFleet account changes.',
  },
  es: {
    subject: 'Se cambió tu contraseña de AdFleet',
    greeting: (name: string) => `Hola ${name}:`,
    body: 'La contraseña de tu cuenta de AdFleet se acaba de cambiar con un enlace de restablecimiento, y se cerraron todas las sesiones abiertas.',
    warning: 'Si no fuiste tú, restablece tu contraseña de nuevo ahora desde la página de inicio de sesión y revisa la actividad de tu cuenta:',
    footer: 'Recibes esto cada vez que cambia la contraseña de tu cuenta de AdFleet.',
  },
};

/** The notice after a reset: tells the owner at once if someone else got in through their mailbox. */
export const passwordChangedMail = defineMailTemplate({
  name: 'password-changed',
  params: z.object({ name: z.string().min(1).max(200), activityLink: z.url({ protocol: /^https?$/ }) }),
  render({ name, activityLink }, language) {
    const t = texts[language];
    return {
      subject: t.subject,
      text: [t.greeting(name), '', t.body, '', t.warning, activityLink].join('\n'),
      html: mailLayout(language, html`<p>${t.greeting(name)}</p><p>${t.body}</p><p>${t.warning} <a href="${activityLink}">${activityLink}</a></p>`, t.footer),
    };
  },
});
