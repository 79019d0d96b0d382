import type { Db } from '../client.ts';
import type { PlatformRow } from '../schema.ts';

export async function listPlatforms(db: Db): Promise<PlatformRow[]> {
  return db.selectFrom('platforms').selectAll().orderBy('id').execute();
}
