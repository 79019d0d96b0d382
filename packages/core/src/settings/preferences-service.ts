import { updatePreferences } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { toSettings } from './profile-service.ts';
import type { SettingsCaller, SettingsDeps } from './settings-deps.ts';
import { type Settings, type UpdatePreferencesInput, updatePreferencesInputSchema } from './settings-schemas.ts';

/** Stores the language and theme on the user, so another browser picks them up after sign-in (ADR 0034). */
export async function changePreferences({ db, request }: SettingsDeps, caller: SettingsCaller, rawInput: UpdatePreferencesInput): Promise<Settings> {
  const input = updatePreferencesInputSchema.parse(rawInput);
  const changes = { ...(input.language ? { language: input.language } : {}), ...(input.theme ? { theme: input.theme } : {}) };
  return db.transaction().execute(async (trx) => {
    const user = await updatePreferences(trx, caller.scope, changes);
    await recordAudit(trx, {
      event: { action: 'user.preferences_updated', metadata: changes },
      userId: caller.scope.userId,
      actor: { type: 'user', userId: caller.scope.userId },
      request,
    });
    return toSettings(user);
  });
}
