import { type Db, readFiguresVersion, type WorkspaceScope } from '@adfleet/db';
import { type AnswerCache, createAnswerCache } from './answer-cache.ts';
import { sharedReads } from './shared-reads.ts';

// One cache per database handle: a server process has one, and two handles on one database behave as two processes.
const caches = new WeakMap<Db, AnswerCache>();
const versionReaders = new WeakMap<Db, (workspaceId: string) => Promise<string | null>>();

/** The workspace's figures version, one statement shared by the callers of one workspace asking at once. */
function readVersion(db: Db, workspaceId: string): Promise<string | null> {
  let reader = versionReaders.get(db);
  if (!reader) {
    reader = sharedReads((id) => readFiguresVersion(db, { workspaceId: id }));
    versionReaders.set(db, reader);
  }
  return reader(workspaceId);
}

export function answerCacheOf(db: Db): AnswerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createAnswerCache();
    caches.set(db, cache);
  }
  return cache;
}

export interface FreshAnswerRequest<T> {
  /**
   * Whose data the answer is computed from: members of one workspace share its answers, two workspaces never do, and a
   * client's answers (computed from their accounts only) are kept apart from the workspace's and from other clients'.
   */
  scope: WorkspaceScope;
  /** The view and its parsed input: what, besides the workspace's data, decides the answer. */
  view: string;
  input: unknown;
  compute: () => Promise<T>;
  /** Roughly the answer's rows, to bound the memory answers take. */
  weigh: (value: T) => number;
}

/**
 * The answer as computed from the workspace's data as it is now (ADR 0051): the version of everything it reads is
 * asked of PostgreSQL first (one indexed statement), and a kept answer is used only when it was computed at that very
 * version. The version is read before the computation, so a write landing during it makes the next read recompute.
 * Whatever process or job wrote, the version moved in the same transaction: nothing is announced, nothing can be missed.
 * Callers of one workspace asking at once share a version read that started after each of them asked (ADR 0060).
 */
export async function freshAnswer<T>(db: Db, request: FreshAnswerRequest<T>): Promise<T> {
  const { workspaceId, clientAccess } = request.scope;
  const version = await readVersion(db, workspaceId);
  if (version === null) return request.compute();
  const key = `${request.view}\u0000${workspaceId}\u0000${audienceOf(clientAccess)}\u0000${JSON.stringify(request.input)}`;
  return answerCacheOf(db).answer(key, version, request.compute, request.weigh);
}

/** Who an answer is for: the whole workspace, or one set of assigned accounts and businesses (order does not matter). */
function audienceOf(access: WorkspaceScope['clientAccess']): string {
  if (!access) return 'workspace';
  return JSON.stringify({ accounts: [...access.adAccountIds].sort(), businesses: [...access.businessIds].sort() });
}
