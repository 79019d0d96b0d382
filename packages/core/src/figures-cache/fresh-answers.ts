import { type Db, readFiguresVersion, type WorkspaceScope } from '@adfleet/db';
import { LRUCache } from 'lru-cache';
import { sharedReads } from './shared-reads.ts';

type Answers = LRUCache<string, object, () => Promise<object>>;

// One cache per database handle: a server process has one, and two handles on one database behave as two processes.
const caches = new WeakMap<Db, Answers>();
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

function answersOf(db: Db): Answers {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, object, () => Promise<object>>({
      // 16 MB of answers per process, each weighed by its JSON (a Reports page is about 300 KB, a 90-day dashboard
      // summary 100 KB, a campaigns page 20 KB); the least recently read goes first. No time limit: an answer is
      // valid for the data version in its key, and an older version's answer is simply never read again.
      maxSize: 16 * 1024 * 1024,
      sizeCalculation: (answer) => Math.max(1, JSON.stringify(answer).length),
      fetchMethod: (_key, _stale, { context }) => context(),
      // An answer pushed out while it was being computed is still the answer its callers wait for.
      ignoreFetchAbort: true,
    });
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
}

/**
 * The answer as computed from the workspace's data as it is now (ADR 0051): the version of everything it reads is
 * asked of PostgreSQL first (one indexed statement), and a kept answer is used only when it was computed at that very
 * version; callers asking for one answer at one version at once share its computation. The version is read before the
 * computation, so a write landing during it makes the next read recompute. Whatever process or job wrote, the version
 * moved in the same transaction: nothing is announced, nothing can be missed. Callers of one workspace asking at once
 * share a version read that started after each of them asked (ADR 0060).
 */
export async function freshAnswer<T extends object>(db: Db, request: FreshAnswerRequest<T>): Promise<T> {
  const { workspaceId, clientAccess } = request.scope;
  const version = await readVersion(db, workspaceId);
  if (version === null) return request.compute();
  const key = `${request.view}\u0000${workspaceId}\u0000${audienceOf(clientAccess)}\u0000${JSON.stringify(request.input)}\u0000${version}`;
  // The cache holds answers of every view: each key's answer is the one its own view computed.
  return (await answersOf(db).forceFetch(key, { context: request.compute })) as T;
}

/** Who an answer is for: the whole workspace, or one set of assigned accounts and businesses (order does not matter). */
function audienceOf(access: WorkspaceScope['clientAccess']): string {
  if (!access) return 'workspace';
  return JSON.stringify({ accounts: [...access.adAccountIds].sort(), businesses: [...access.businessIds].sort() });
}
