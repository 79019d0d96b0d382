import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Each user's reporting currency (null: not chosen yet, the web app proposes one from the browser's locale) and the
 * daily exchange rates every cross-currency total converts with: one row per day and currency, units of the currency
 * per one euro, as the European Central Bank publishes them (ADR 0030).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column reporting_currency text check (reporting_currency ~ '^[A-Z]{3}$')`.execute(db);
  await sql`
    create table exchange_rates (
      day date not null,
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      per_eur numeric(24, 10) not null check (per_eur > 0),
      source text not null,
      fetched_at timestamptz not null default now(),
      primary key (day, currency)
    )
  `.execute(db);
  // The fallback looks up a currency's latest rate before a day.
  await sql`create index exchange_rates_currency_day on exchange_rates (currency, day desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table exchange_rates`.execute(db);
  await sql`alter table users drop column reporting_currency`.execute(db);
}
