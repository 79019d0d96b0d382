import { expiryIn, issueToken } from './auth/oauth-flow.ts';
import type { AccessToken } from './auth/token-store.ts';
import { KNOWN_SCOPES, LONG_LIVED_SECONDS, SYSTEM_USER_TOKEN_SECONDS } from './constants.ts';
import { createFaultInjector } from './control/fault-injector.ts';
import { createDispatcher } from './graph/dispatcher.ts';
import { NEW_APPS_FROM } from './graph/legacy-request-forms.ts';
import type { GraphRequest, GraphResponse, SandboxState } from './graph/graph-types.ts';
import { asyncBatchRoutes } from './routes/async-batch-route.ts';
import { batchRoutes } from './routes/batch-route.ts';
import { insightsRoutes } from './routes/insights-routes.ts';
import { readRoutes } from './routes/read-routes.ts';
import { writeRoutes } from './routes/write-routes.ts';
import { createChangeTracker } from './state/change-tracker.ts';
import { createStateJournal, type StateJournal, TOKENS_TABLE, watchWorld, worldScalars } from './state/state-journal.ts';
import { createStateWriter, loadState } from './state/state-store.ts';
import { createCallLog } from './usage/call-log.ts';
import { createUsageMeter, type UsageConfig } from './usage/usage-meter.ts';
import { browserKeyOf, identityFor, isPersona } from './world/identities.ts';
import { record } from './world/records.ts';
import { seedDeliveringCampaigns } from './world/seed-delivering-campaigns.ts';
import { seedWorld } from './world/seed-world.ts';
import { type AdAccount, allocateId, type DemoUser, type World } from './world/world-types.ts';

export interface SandboxOptions {
  /** This installation's app secret (see loadSandboxSecrets): never a shared constant, apps trust what it signs. */
  appSecret: string;
  /** Seed of the demo world; the same seed and day give the same world. Default 1. */
  seed?: number;
  /** The clock (default: the system clock). Tests pass a fixed one; `/_sandbox/clock` can move it forward. */
  now?: () => Date;
  /** Redirect URIs the sandbox app accepts in its login dialog, compared exactly. */
  redirectUris?: string[];
  /** Like the "Require App Secret" app setting: calls without appsecret_proof fail. A proof sent is always checked. */
  requireAppsecretProof?: boolean;
  /** JSON snapshot (mode 600) the state is loaded from at start, with a journal beside it that every change is appended to before the answer. */
  stateFile?: string;
  usage?: Partial<UsageConfig>;
  appName?: string;
  /**
   * When the sandbox's app was created. Default 2026-11-04: like every self-hosted AdFleet's app, it is a new app,
   * which Meta refuses the legacy request forms; a test passes an earlier date to model an older app.
   */
  appCreatedAt?: Date;
  /** Where unexpected failures (sandbox bugs) are reported; default stderr. */
  onError?: (error: unknown) => void;
}

export type DemoUserView = { id: string; name: string; email: string; accountIds: string[]; declines: string[]; personaId?: string };

const view = (user: DemoUser): DemoUserView => ({
  id: user.id,
  name: user.name,
  email: user.email,
  accountIds: user.accountIds,
  declines: user.declines,
  ...(user.personaId ? { personaId: user.personaId } : {}),
});

/** 300 points per ad account per 5 minutes: Meta's development tier in spirit, quick to recover from in a demo. */
const DEFAULT_USAGE: UsageConfig = { accountBudget: 300, appBudget: 5000, windowSeconds: 300 };

export async function createSandbox(options: SandboxOptions) {
  const seed = options.seed ?? 1;
  const systemNow = options.now ?? (() => new Date());
  const onError = options.onError ?? ((error: unknown) => console.error('graph sandbox:', error));
  let clockOffsetMs = 0;
  const now = () => new Date(systemNow().getTime() + clockOffsetMs);

  const persisted = options.stateFile ? await loadState(options.stateFile) : undefined;
  if (persisted) clockOffsetMs = persisted.clockOffsetMs;
  const stateFile = options.stateFile;
  // With a state file, the world's and the tokens' tables are watched so each write journals only what changed.
  const tracker = stateFile ? createChangeTracker() : undefined;
  const journal: StateJournal | undefined =
    stateFile && tracker ? createStateJournal(stateFile, tracker, () => ({ world: worldScalars(world), clockOffsetMs }), persisted?.generation ?? 0) : undefined;
  const writer = journal ? createStateWriter(() => journal.save()) : undefined;
  const watchedWorld = (next: World): World => (tracker && journal ? watchWorld(tracker, next, () => journal.replaced()) : next);
  const watchedTokens = (next: Record<string, AccessToken>): Record<string, AccessToken> => (tracker ? tracker.watch(TOKENS_TABLE, next) : next);
  let world = watchedWorld(persisted?.world ?? seedWorld(seed, now()));
  let tokens = watchedTokens(persisted?.tokens ?? record());

  const state: SandboxState = {
    get world() {
      return world;
    },
    set world(next) {
      world = watchedWorld(next);
      journal?.replaced();
    },
    get tokens() {
      return tokens;
    },
    set tokens(next) {
      tokens = watchedTokens(next);
      journal?.replaced();
    },
    codes: new Map(),
    usage: createUsageMeter({ ...DEFAULT_USAGE, ...options.usage }),
    faults: createFaultInjector(seed),
    calls: createCallLog(),
    config: {
      seed,
      appSecret: options.appSecret,
      redirectUris: options.redirectUris ?? [],
      requireAppsecretProof: options.requireAppsecretProof ?? false,
      appName: options.appName ?? 'AdFleet',
      appCreatedAt: options.appCreatedAt ?? NEW_APPS_FROM,
    },
    now,
    changed: () => writer?.changed(),
    reportError: onError,
  };
  // A start folds the journal it replayed into a new snapshot, so the journal only ever holds this run's changes.
  if (writer) {
    state.changed();
    await writer.durable();
  }
  const dispatcher = createDispatcher(state, [...readRoutes, ...insightsRoutes, ...writeRoutes, ...batchRoutes, ...asyncBatchRoutes]);

  /** A persona's tokens and those of every browser's identity copied from it: "invalidate Ana" reaches them all. */
  const userTokens = (userId: string): AccessToken[] =>
    Object.values(state.tokens).filter((token) => token.userId === userId || state.world.users[token.userId]?.personaId === userId);

  return {
    state,
    handle: (request: GraphRequest, baseUrl: string): GraphResponse => dispatcher.handle(request, baseUrl),
    /** The seeded personas the dialog offers. */
    users: (): DemoUserView[] => Object.values(state.world.users).filter(isPersona).map(view),
    /** The identities browsers signed in as through the dialog, each with the persona it copies. */
    identities: (): DemoUserView[] => Object.values(state.world.users).filter((user) => !isPersona(user)).map(view),
    /** The identity the browser holding `cookie` signs in as when it picks `personaId` (see world/identities.ts). */
    identityFor(cookie: string, personaId: string): DemoUser | 'full' | undefined {
      const found = identityFor(state.world, browserKeyOf(cookie), personaId);
      if (found === 'full' || found === undefined) return found;
      if (found.created) state.changed();
      return found.identity;
    },
    /** Back to the seeded world: objects, tokens, codes, usage, faults and the call log all start over. */
    reset(newSeed = state.config.seed) {
      state.config.seed = newSeed;
      clockOffsetMs = 0;
      state.world = seedWorld(newSeed, now());
      state.tokens = record();
      state.codes.clear();
      state.usage.reset();
      state.faults.clear();
      state.calls.clear();
      state.changed();
    },
    advanceClock(ms: number) {
      clockOffsetMs += ms;
      state.changed();
    },
    /**
     * `count` new ACTIVE ad accounts shaped like `likeAccountId` (same business, currency, time zone and minimum
     * budget), visible to every demo user (personas and their identities) who sees that account, and allowed to use its pages and pixels; no objects.
     * For benchmarks and demos that need more accounts than the seeded nine. Undefined when there is no such account.
     */
    addAccounts(likeAccountId: string, count: number, namePrefix?: string, campaigns = 0): AdAccount[] | undefined {
      const { world } = state;
      const like = world.accounts[likeAccountId.replace(/^act_/, '')];
      if (!like) return undefined;
      const added: AdAccount[] = [];
      for (let index = 1; index <= count; index++) {
        const id = allocateId(world, '10', 16);
        const account: AdAccount = { ...like, id, name: `${namePrefix ?? like.name} ${index}`, accountStatus: 1, disableReason: 0, spendCap: 0, createdTime: now().getTime() };
        world.accounts[id] = account;
        world.images[id] = record();
        for (const user of Object.values(world.users)) if (user.accountIds.includes(like.id)) user.accountIds.push(id);
        for (const page of Object.values(world.pages)) if (page.accountIds.includes(like.id)) page.accountIds.push(id);
        for (const pixel of Object.values(world.pixels)) if (pixel.ownerAccountId === like.id || pixel.sharedAccountIds.includes(like.id)) pixel.sharedAccountIds.push(id);
        seedDeliveringCampaigns(world, account, campaigns, now());
        added.push(account);
      }
      state.changed();
      return added;
    },
    /**
     * A token for a demo user (persona or identity) without the dialog, for curl, SDKs and tests; all scopes unless
     * told otherwise. A system user's token (`systemUser`) acts on the same ad accounts as that user and lasts 60 days
     * by default, as Business Manager now issues them; a user token lasts as long as a long-lived login's.
     */
    mintToken(userId: string, options: { scopes?: string[]; expiresInSeconds?: number; systemUser?: boolean } = {}): AccessToken | undefined {
      const user = state.world.users[userId];
      if (!user) return undefined;
      const scopes = options.scopes ?? [...KNOWN_SCOPES];
      const grant = {
        userId,
        scopes: scopes.filter((scope) => !user.declines.includes(scope)),
        declined: scopes.filter((scope) => user.declines.includes(scope)),
        ...(options.systemUser ? { systemUser: true as const } : {}),
      };
      const lifetime = options.expiresInSeconds ?? (options.systemUser ? SYSTEM_USER_TOKEN_SECONDS : LONG_LIVED_SECONDS);
      return issueToken(state, grant, expiryIn(state, lifetime));
    },
    /**
     * Kills a user's tokens the way Meta does: expiry (463), password change (460) or logout/revocation (467). A
     * persona's reach its identities' too.
     */
    invalidateUserTokens(userId: string, reason: 'expired' | 'password_changed' | 'invalid'): number {
      const tokens = userTokens(userId);
      for (const token of tokens) {
        if (reason === 'expired') token.expiresAt = now().getTime() - 1000;
        else token.invalidatedWith = reason === 'password_changed' ? 460 : 467;
      }
      state.changed();
      return tokens.length;
    },
    /** Resolves once every change made so far is on disk; answers wait for it, so an acknowledged write survives a crash. */
    durable: async () => writer?.durable(),
    async close() {
      await writer?.durable();
      await journal?.close();
    },
  };
}

export type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
