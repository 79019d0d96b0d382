import type { DeletionConfirmationEmail, DeletionConfirmationSender } from '@adfleet/core';

/** How the server sends deletion confirmations, and (sandbox mode and tests only) where they can be read back. */
export interface DeletionMail {
  sender: DeletionConfirmationSender;
  outbox?: DeletionOutbox;
}

export interface DeletionOutbox {
  /** The last confirmation sent to this address, if any. */
  latestFor(to: string): DeletionConfirmationEmail | undefined;
}

const OUTBOX_SIZE = 100;

/**
 * Confirmations kept in memory instead of sent: what sandbox mode shows (no mail server on a fresh machine) and what
 * tests read. Bounded, newest last.
 */
export function memoryDeletionMail(): DeletionMail & { outbox: DeletionOutbox } {
  const sent: DeletionConfirmationEmail[] = [];
  return {
    sender: {
      send: async (email) => {
        sent.push(email);
        if (sent.length > OUTBOX_SIZE) sent.shift();
      },
    },
    outbox: { latestFor: (to) => sent.findLast((email) => email.to.toLowerCase() === to.toLowerCase()) },
  };
}

/**
 * With no mail configured outside sandbox mode, the request is stored but no email leaves: say so in the log, never
 * with the link (it confirms a deletion) nor the address.
 */
export function unconfiguredDeletionMail(warn: (message: string) => void): DeletionMail {
  return {
    sender: {
      send: async () => warn('outgoing email is not configured: a data-deletion confirmation was not sent'),
    },
  };
}
