import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Approvals (issue 17, ADR 0058): a manager's clone or bulk budget change, when the workspace asks for approval, waits
 * as a proposal holding the preview the manager saw, the exact request that will run, a fingerprint of that preview
 * and the ad accounts it touches. A decision is made once (pending → approved, rejected, expired or superseded); an
 * approved one names the clone batch or budget change it became, and those record who approved them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table proposals (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      kind text not null check (kind in ('clone', 'budget_change')),
      proposed_by uuid references users (id) on delete set null,
      preview jsonb not null,
      request jsonb not null,
      fingerprint text not null check (char_length(fingerprint) = 64),
      ad_account_ids uuid[] not null,
      state text not null default 'pending' check (state in ('pending', 'approved', 'rejected', 'expired', 'superseded')),
      decided_by uuid references users (id) on delete set null,
      decided_at timestamptz,
      comment text check (char_length(comment) <= 1000),
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      clone_batch_id uuid references clone_batches (id) on delete set null,
      budget_change_id uuid references budget_changes (id) on delete set null,
      check ((state = 'pending') = (decided_at is null))
    )`.execute(db);
  // The Approvals page and the bell: a workspace's pending proposals first, newest first.
  await sql`create index proposals_workspace_idx on proposals (workspace_id, (state = 'pending') desc, created_at desc)`.execute(db);
  await sql`alter table clone_batches add column approved_by uuid references users (id) on delete set null`.execute(db);
  await sql`alter table budget_changes add column approved_by uuid references users (id) on delete set null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table budget_changes drop column approved_by`.execute(db);
  await sql`alter table clone_batches drop column approved_by`.execute(db);
  await sql`drop table proposals`.execute(db);
}
