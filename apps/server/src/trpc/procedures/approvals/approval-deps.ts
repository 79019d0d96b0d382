import type { ApprovalDeps } from '@adfleet/core';
import { syncDepsOf, type ServerDeps } from '../../context.ts';

/** What proposing and deciding need: the clone and budget services' dependencies, and the app's address for mail links. */
export function approvalDepsOf(deps: ServerDeps): ApprovalDeps {
  const { db, graph, tiktok, cipher, jobs, now } = syncDepsOf(deps);
  return { db, graph, tiktok, cipher, jobs, now, appUrl: deps.config.publicUrl };
}
