/**
 * What the confirmation email says, in the requester's language: the link that confirms the deletion, how long it
 * stays valid, and the code the status page knows the request by.
 */
export interface DeletionConfirmationEmail {
  to: string;
  language: 'en' | 'es';
  link: string;
  code: string;
  validHours: number;
}

/**
 * Sends the confirmation email. A narrow port on purpose: the app's outgoing mail plugs in behind it (one wiring
 * point in the server's composition), tests capture what would be sent.
 */
export interface DeletionConfirmationSender {
  send(email: DeletionConfirmationEmail): Promise<void>;
}
