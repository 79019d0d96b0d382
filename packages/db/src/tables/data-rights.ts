// A person's rights over their data: deletion requests and where each stands.
import type { ColumnType, Generated } from 'kysely';

type DeletionRequestSource = 'form' | 'settings' | 'facebook';
export type DeletionRequestStatus = 'awaiting_confirmation' | 'received' | 'in_progress' | 'done';

export interface DataDeletionRequestsTable {
  id: Generated<string>;
  /** Public: the status page looks the request up by it. */
  code: string;
  source: DeletionRequestSource;
  status: DeletionRequestStatus;
  /** The address the form was sent for; cleared once the request is done. */
  email: string | null;
  /** Why, if the person said; cleared once the request is done. */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  language: 'en' | 'es';
  /** SHA-256 of the emailed confirmation token; cleared once confirmed. */
  token_hash: string | null;
  token_expires_at: Date | null;
  /** Whose data goes; null when the address had no account, and once done. */
  user_id: string | null;
  created_at: Generated<Date>;
  confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  completed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
