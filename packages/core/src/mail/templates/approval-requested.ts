import { z } from 'zod';
import { defineMailTemplate, html, mailLayout } from '../mail-template.ts';

const texts = {
  en: {
    subject: (proposer: string) => `${proposer} asks for your approval in AdFleet`,
    greeting: (name: string) => `Hello ${name},`,
    clone: (proposer: string, count: number) => `${proposer} wants to duplicate a campaign into ${count} ${count === 1 ? 'account' : 'accounts'}.`,
    budget_change: (proposer: string, count: number) => `${proposer} wants to change ${count} ${count === 1 ? 'budget' : 'budgets'}.`,
    body: 'Nothing runs until it is approved, and then exactly as previewed. Review it and approve or reject it (with a comment if you like):',
    expiry: 'Without a decision within 7 days it expires and does not run.',
    footer: 'You receive this because you may approve work in this AdFleet workspace. Turn these notices off in Settings → Notifications.',
  },
  es: {
    subject: (proposer: string) => `${proposer} pide tu aprobación en AdFleet`,
    greeting: (name: string) => `Hola ${name}:`,
    clone: (proposer: string, count: number) => `${proposer} quiere duplicar una campaña en ${count} ${count === 1 ? 'cuenta' : 'cuentas'}.`,
    budget_change: (proposer: string, count: number) => `${proposer} quiere cambiar ${count} ${count === 1 ? 'presupuesto' : 'presupuestos'}.`,
    body: 'No se ejecuta nada hasta que se apruebe, y entonces exactamente como en la vista previa. Revísalo y apruébalo o recházalo (con un comentario si quieres):',
    expiry: 'Si nadie decide en 7 días, caduca y no se ejecuta.',
    footer: 'Recibes esto porque puedes aprobar trabajo en este espacio de trabajo de AdFleet. Desactiva estos avisos en Ajustes → Notificaciones.',
  },
};

/** To each member who may decide a manager's proposal (ADR 0058): what is asked, and the link to decide it. */
export const approvalRequestedMail = defineMailTemplate({
  name: 'approval-requested',
  params: z.object({
    name: z.string().min(1).max(200),
    proposer: z.string().min(1).max(200),
    work: z.enum(['clone', 'budget_change']),
    count: z.number().int().min(1),
    approvalLink: z.url({ protocol: /^https?$/ }),
  }),
  render({ name, proposer, work, count, approvalLink }, language) {
    const t = texts[language];
    const asked = t[work](proposer, count);
    return {
      subject: t.subject(proposer),
      text: [t.greeting(name), '', asked, '', t.body, approvalLink, '', t.expiry].join('\n'),
      html: mailLayout(language, html`<p>${t.greeting(name)}</p><p>${asked}</p><p>${t.body} <a href="${approvalLink}">${approvalLink}</a></p><p>${t.expiry}</p>`, t.footer),
    };
  },
});
