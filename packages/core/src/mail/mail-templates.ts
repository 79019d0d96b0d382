import type { z } from 'zod';
import type { MailTemplate } from './mail-template.ts';
import { approvalRequestedMail } from './templates/approval-requested.ts';
import { dataDeletionConfirmationMail } from './templates/data-deletion-confirmation.ts';
import { emailVerificationMail } from './templates/email-verification.ts';
import { passwordChangedMail } from './templates/password-changed.ts';
import { passwordResetMail } from './templates/password-reset.ts';
import { workspaceInvitationMail } from './templates/workspace-invitation.ts';

/** Every message AdFleet sends. A new one is a file in templates/ and a line here. */
export const mailTemplates = {
  [passwordResetMail.name]: passwordResetMail,
  [passwordChangedMail.name]: passwordChangedMail,
  [emailVerificationMail.name]: emailVerificationMail,
  [dataDeletionConfirmationMail.name]: dataDeletionConfirmationMail,
  [workspaceInvitationMail.name]: workspaceInvitationMail,
  [approvalRequestedMail.name]: approvalRequestedMail,
} as const satisfies Record<string, MailTemplate>;

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateParams<N extends MailTemplateName> = z.input<(typeof mailTemplates)[N]['params']>;
