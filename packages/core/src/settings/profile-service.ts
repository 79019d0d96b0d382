import { emailTakenByOther, findUserById, isUniqueViolation, updateProfile, type UserRow } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import type { SettingsCaller, SettingsDeps } from './settings-deps.ts';
import { type Settings, type UpdateProfileInput, updateProfileInputSchema } from './settings-schemas.ts';

export function toSettings(row: UserRow): Settings {
  return {
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    hasPassword: row.password_hash !== null,
    language: row.language,
    theme: row.theme,
  };
}

export async function readSettings(deps: Pick<SettingsDeps, 'db'>, caller: SettingsCaller): Promise<Settings> {
  const user = await findUserById(deps.db, caller.scope.userId);
  if (!user) throw new AppError('NOT_FOUND', userMessage('notFound'));
  return toSettings(user);
}

function emailTaken(cause?: unknown): AppError {
  const message = userMessage('emailTaken');
  return new AppError('CONFLICT', message, { fieldErrors: { email: [message] }, cause });
}

export async function changeProfile({ db, request }: SettingsDeps, caller: SettingsCaller, rawInput: UpdateProfileInput): Promise<Settings> {
  const input = updateProfileInputSchema.parse(rawInput);
  if (await emailTakenByOther(db, caller.scope, input.email)) throw emailTaken();
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await findUserById(trx, caller.scope.userId);
      if (!before) throw new AppError('NOT_FOUND', userMessage('notFound'));
      const after = await updateProfile(trx, caller.scope, { email: input.email, first_name: input.firstName, last_name: input.lastName });
      const changed = [
        ...(before.email !== after.email ? (['email'] as const) : []),
        ...(before.first_name !== after.first_name ? (['firstName'] as const) : []),
        ...(before.last_name !== after.last_name ? (['lastName'] as const) : []),
      ];
      await recordAudit(trx, {
        event: { action: 'user.profile_updated', metadata: { changed } },
        userId: caller.scope.userId,
        actor: { type: 'user', userId: caller.scope.userId },
        target: { type: 'user', id: caller.scope.userId },
        request,
      });
      return toSettings(after);
    });
  } catch (error) {
    // Two people claiming one address at once: the unique index decides, and the loser hears the same as above.
    if (isUniqueViolation(error)) throw emailTaken(error);
    throw error;
  }
}
