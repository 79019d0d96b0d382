import type { MessageTable } from '../message-text.ts';

/** Clones asked to start later: when they may start, and cancelling them before they do. */
export const cloneScheduleMessages = {
  cloneStartAtPast: { en: '{{field}} must be in the future.', es: 'El campo «{{field}}» debe estar en el futuro.' },
  // The 90 is MAX_SCHEDULE_DAYS (clone-schedule.ts): a schema's refusal carries no parameters but the field.
  cloneStartAtTooFar: { en: '{{field}} must be at most 90 days ahead.', es: 'El campo «{{field}}» debe estar como máximo a 90 días.' },
  cloneScheduledTarget: { en: 'Scheduled: waiting for its start time.', es: 'Programada: esperando su hora de inicio.' },
  cloneCancelledTarget: { en: 'Cancelled before it started.', es: 'Cancelada antes de empezar.' },
  cloneCancelNotScheduled: { en: 'Only a scheduled clone can be cancelled.', es: 'Solo se puede cancelar una clonación programada.' },
  cloneCancelStarted: {
    en: 'This clone has already started, so it can no longer be cancelled.',
    es: 'Esta clonación ya empezó, así que ya no se puede cancelar.',
  },
  cloneCancelAlready: { en: 'This clone was already cancelled.', es: 'Esta clonación ya estaba cancelada.' },
} as const satisfies MessageTable;
