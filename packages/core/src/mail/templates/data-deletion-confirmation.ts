import { z } from 'zod';
import { defineMailTemplate, html, mailButton, mailLayout } from '../mail-template.ts';

const texts = {
  en: {
    subject: 'Confirm the deletion of your AdFleet data',
    intro: 'Someone asked AdFleet to delete the data held for this address. If it was you, confirm with this link:',
    button: 'Confirm the deletion',
    expiry: (hours: number) => `The link works once and for ${hours} hours. Nothing is deleted until it is confirmed.`,
    status: (code: string) => `The request's code is ${code}; its status page:`,
    ignore: 'If you did not ask, ignore this message: nothing will be deleted.',
    footer: 'You receive this because a data deletion was requested for this address on AdFleet.',
  },
  es: {
    subject: 'Confirma la eliminación de tus datos de AdFleet',
    intro: 'Alguien pidió a AdFleet eliminar los datos guardados para esta dirección. Si fuiste tú, confírmalo con este enlace:',
    button: 'Confirmar la eliminación',
    expiry: (hours: number) => `El enlace funciona una sola vez y durante ${hours} horas. No se elimina nada hasta confirmarlo.`,
    status: (code: string) => `El código de la solicitud es ${code}; su página de estado:`,
    ignore: 'Si no lo pediste, ignora este mensaje: no se eliminará nada.',
    footer: 'Recibes esto porque se solicitó en AdFleet la eliminación de los datos de esta dirección.',
  },
};

/** Sent by the public data-deletion form: the single-use confirmation link and the code of the request's status page. */
export const dataDeletionConfirmationMail = defineMailTemplate({
  name: 'data-deletion-confirmation',
  params: z.object({
    link: z.url({ protocol: /^https?$/ }),
    statusLink: z.url({ protocol: /^https?$/ }),
    code: z.string().min(1).max(64),
    validHours: z.number().int().positive(),
  }),
  render({ link, statusLink, code, validHours }, language) {
    const t = texts[language];
    return {
      subject: t.subject,
      text: [t.intro, '', link, '', t.expiry(validHours), '', t.status(code), statusLink, '', t.ignore].join('\n'),
      html: mailLayout(
        language,
        html`<p>${t.intro}</p>${mailButton(link, t.button)}<p style="font-size:13px;word-break:break-all;color:#52525b">${link}</p><p>${t.expiry(validHours)}</p><p>${t.status(code)} <a href="${statusLink}">${statusLink}</a></p><p>${t.ignore}</p>`,
        t.footer,
      ),
    };
  },
});
