import { z } from 'zod';
import { defineMailTemplate, html, mailButton, mailLayout } from '../mail-template.ts';

const ROLES = ['admin', 'manager', 'analyst', 'client'] as const;

const texts = {
  en: {
    subject: (workspace: string) => `You are invited to ${workspace} on AdFleet`,
    intro: (inviter: string, workspace: string, role: string) => `${inviter} invites you to join the workspace «${workspace}» on AdFleet as ${role}.`,
    roles: { admin: 'an admin', manager: 'a manager', analyst: 'an analyst', client: 'a client' },
    button: 'Open the invitation',
    howTo: 'Sign in (or create an account) with this email address to accept it.',
    expiry: 'The link works once and for 7 days.',
    ignore: 'If you do not know this person, ignore this message: nothing happens.',
    footer: 'You receive this because a member of an AdFleet workspace invited this address.',
  },
  es: {
    subject: (workspace: string) => `Te invitan a ${workspace} en AdFleet`,
    intro: (inviter: string, workspace: string, role: string) => `${inviter} te invita a unirte al espacio de trabajo «${workspace}» en AdFleet como ${role}.`,
    roles: { admin: 'administrador', manager: 'gestor', analyst: 'analista', client: 'cliente' },
    button: 'Abrir la invitación',
    howTo: 'Inicia sesión (o crea una cuenta) con esta dirección de correo para aceptarla.',
    expiry: 'El enlace funciona una sola vez y durante 7 días.',
    ignore: 'Si no conoces a esta persona, ignora este mensaje: no ocurrirá nada.',
    footer: 'Recibes esto porque un miembro de un espacio de trabajo de AdFleet invitó a esta dirección.',
  },
};

/** An invitation into a workspace: who invites, to which workspace and role, and the single-use link, valid 7 days. */
export const workspaceInvitationMail = defineMailTemplate({
  name: 'workspace-invitation',
  params: z.object({
    inviter: z.string().min(1).max(200),
    workspace: z.string().min(1).max(80),
    role: z.enum(ROLES),
    link: z.url({ protocol: /^https?$/ }),
  }),
  render({ inviter, workspace, role, link }, language) {
    const t = texts[language];
    const intro = t.intro(inviter, workspace, t.roles[role]);
    return {
      subject: t.subject(workspace),
      text: [intro, '', link, '', t.howTo, t.expiry, t.ignore].join('\n'),
      html: mailLayout(language, html`<p>${intro}</p>${mailButton(link, t.button)}<p style="font-size:13px;word-break:break-all;color:#52525b">${link}</p><p>${t.howTo}</p><p>${t.expiry}</p><p>${t.ignore}</p>`, t.footer),
    };
  },
});
