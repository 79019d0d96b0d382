import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/** Text columns that now hold a message for a person as `{ code, params }` (jsonb). */
const MESSAGE_COLUMNS = [
  ['clone_targets', 'message'],
  ['clone_targets', 'error'],
  ['sync_runs', 'error'],
  ['platform_connections', 'status_reason'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // A text written before messages were codes can no longer be translated: it is kept, word for word, as the one
  // parameter of `legacyText`, so every old row still reads as it did.
  for (const [table, column] of MESSAGE_COLUMNS) {
    await sql`
      alter table ${sql.table(table)} alter column ${sql.ref(column)} type jsonb using
        case when ${sql.ref(column)} is null then null
             else jsonb_build_object('code', 'legacyText', 'params', jsonb_build_object('text', ${sql.ref(column)})) end`.execute(db);
  }
  await sql`
    update clone_targets set warnings = (
      select coalesce(jsonb_agg(
               case when jsonb_typeof(warning) = 'string'
                    then jsonb_build_object('code', 'legacyText', 'params', jsonb_build_object('text', warning #>> '{}'))
                    else warning end
               order by position), '[]'::jsonb)
      from jsonb_array_elements(warnings) with ordinality as element(warning, position))
    where exists (select 1 from jsonb_array_elements(warnings) as element(warning) where jsonb_typeof(warning) = 'string')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to text: a legacy text gets its words back; a coded message keeps its code, the only text it has.
  const asText = (column: string) => sql`
    case when ${sql.ref(column)} is null then null
         when ${sql.ref(column)} ->> 'code' = 'legacyText' then ${sql.ref(column)} -> 'params' ->> 'text'
         else ${sql.ref(column)} ->> 'code' end`;
  for (const [table, column] of MESSAGE_COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type text using ${asText(column)}`.execute(db);
  }
  await sql`
    update clone_targets set warnings = (
      select coalesce(jsonb_agg(
               case when warning ->> 'code' = 'legacyText' then to_jsonb(warning -> 'params' ->> 'text')
                    else to_jsonb(warning ->> 'code') end
               order by position), '[]'::jsonb)
      from jsonb_array_elements(warnings) with ordinality as element(warning, position))
    where jsonb_array_length(warnings) > 0`.execute(db);
}
