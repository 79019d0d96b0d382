import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/** Tables whose rows carry an ad account's figures or the objects the dashboard and Reports name and filter by. */
const ACCOUNT_DATA_TABLES = ['account_insights_daily', 'campaign_insights_daily', 'adset_insights_daily', 'campaigns', 'ad_sets', 'ads'];

/**
 * The dashboard and Reports keep computed answers in each server process (ADR 0051) and must never show one that
 * the data has moved past. Each ad account row gets a `data_version` that takes a fresh value of one sequence
 * whenever the row, or any row of its figures or objects, is written; exchange rates get one counter. A reader compares
 * the versions of the caller's accounts (and the rates') with those its answer was computed at. Triggers rather than
 * each writer: Meta's sync, TikTok's, a clone, a removal and a hand-written repository all move the version alike.
 * Statement-level with transition tables, so a sync's chunk of thousands of upserted rows touches each account once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence data_version_seq`.execute(db);
  await sql`alter table ad_accounts add column data_version bigint not null default nextval('data_version_seq')`.execute(db);
  await sql`
    create function bump_ad_account_version() returns trigger language plpgsql as $$
    begin
      new.data_version := nextval('data_version_seq');
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger ad_accounts_bump_version before update on ad_accounts
    for each row when (old is distinct from new) execute function bump_ad_account_version()
  `.execute(db);
  // Rows are locked in id order so two writers touching several accounts cannot deadlock on them.
  await sql`
    create function bump_changed_accounts_version() returns trigger language plpgsql as $$
    begin
      update ad_accounts set data_version = nextval('data_version_seq')
      where id in (
        select a.id from ad_accounts a where a.id in (select distinct ad_account_id from changed_rows) order by a.id for no key update
      );
      return null;
    end
    $$
  `.execute(db);
  for (const table of ACCOUNT_DATA_TABLES) {
    await sql`create trigger ${sql.id(`${table}_bump_on_insert`)} after insert on ${sql.table(table)} referencing new table as changed_rows for each statement execute function bump_changed_accounts_version()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_bump_on_update`)} after update on ${sql.table(table)} referencing new table as changed_rows for each statement execute function bump_changed_accounts_version()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_bump_on_delete`)} after delete on ${sql.table(table)} referencing old table as changed_rows for each statement execute function bump_changed_accounts_version()`.execute(db);
  }
  // One row: rates are shared by every user, and a refresh is a daily job, so one counter row locked by it costs nothing.
  await sql`create table exchange_rates_version (id boolean primary key default true check (id), version bigint not null default 0)`.execute(db);
  await sql`insert into exchange_rates_version default values`.execute(db);
  await sql`
    create function bump_exchange_rates_version() returns trigger language plpgsql as $$
    begin
      update exchange_rates_version set version = version + 1;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger exchange_rates_bump_version after insert or update or delete or truncate on exchange_rates for each statement execute function bump_exchange_rates_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger exchange_rates_bump_version on exchange_rates`.execute(db);
  await sql`drop function bump_exchange_rates_version()`.execute(db);
  await sql`drop table exchange_rates_version`.execute(db);
  for (const table of [...ACCOUNT_DATA_TABLES].reverse()) {
    for (const event of ['delete', 'update', 'insert']) await sql`drop trigger ${sql.id(`${table}_bump_on_${event}`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function bump_changed_accounts_version()`.execute(db);
  await sql`drop trigger ad_accounts_bump_version on ad_accounts`.execute(db);
  await sql`drop function bump_ad_account_version()`.execute(db);
  await sql`alter table ad_accounts drop column data_version`.execute(db);
  await sql`drop sequence data_version_seq`.execute(db);
}
