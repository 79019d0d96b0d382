import type { CallerScope } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/user-message.ts';
import { roleCan, type WorkspaceCapability } from './role-rules.ts';

/** Refuses a caller whose role in the scope's workspace lacks the capability, before anything is read or changed. */
export function requireCapability(scope: Pick<CallerScope, 'role'>, capability: WorkspaceCapability): void {
  if (!roleCan(scope.role, capability)) throw new AppError('FORBIDDEN', userMessage('workspaceRoleRefused', { role: scope.role }));
}
