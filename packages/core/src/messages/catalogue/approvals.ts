import type { MessageTable } from '../message-text.ts';

/** Approvals of managers' clones and budget changes (ADR 0058). */
export const approvalMessages = {
  approvalNotFound: { en: 'This approval request was not found.', es: 'No se encontró esta solicitud de aprobación.' },
  approvalNotPending: {
    en: 'This request has already been decided; nothing was changed.',
    es: 'Esta solicitud ya se decidió; no se cambió nada.',
  },
  approvalOwnProposal: {
    en: 'You cannot approve or reject your own proposal.',
    es: 'No puedes aprobar ni rechazar tu propia propuesta.',
  },
  approvalExpired: {
    en: 'This request expired after 7 days without a decision, so it did not run. Ask for it again.',
    es: 'Esta solicitud caducó tras 7 días sin decisión, así que no se ejecutó. Vuelve a pedirla.',
  },
  approvalSuperseded: {
    en: 'What this request would do has changed since it was previewed (budgets, accounts or targets), so it did not run. Ask for it again.',
    es: 'Lo que haría esta solicitud cambió desde su vista previa (presupuestos, cuentas o destinos), así que no se ejecutó. Vuelve a pedirla.',
  },
} as const satisfies MessageTable;
