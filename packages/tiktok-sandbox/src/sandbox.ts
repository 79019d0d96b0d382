import { randomBytes } from 'node:crypto';
import { AUTH_CODE_LIFETIME_MS, DEFAULT_LIMITS, GRANTED_SCOPES } from './constants.ts';
import { createCallLog, type CallLog } from './control/call-log.ts';
import { createFaultInjector, type FaultInjector } from './control/fault-injector.ts';
import { createRateLimiter, type Limits, type RateLimiter } from './limits/rate-limiter.ts';
import { createDurableStore } from './state/durable-store.ts';
import { loadStateFile } from './state/state-file.ts';
import { record } from './world/records.ts';
import { seedWorld } from './world/seed-world.ts';
import type { AccessToken, World } from './world/world-types.ts';

interface AuthCode {
  code: string;
  personaId: string;
  advertiserIds: string[];
  redirectUri: string;
  expiresAt: number;
  used: boolean;
}

export interface TikTokSandboxOptions {
  /** This installation's app secret: `oauth2/access_token` and `oauth2/advertiser/get` check it. */
  appSecret: string;
  /** Seed of the demo world; the same seed and day give the same world. */
  seed?: number;
  /** The world's clock (default: the system clock); reports and times follow it; `/_sandbox/clock` moves it. */
  now?: () => Date;
  /** The clock the QPS/QPM windows are measured on (default: real time in ms). */
  limitClock?: () => number;
  limits?: Partial<Limits>;
  /** Redirect URIs the authorization page accepts, compared exactly. */
  redirectUris?: string[];
  /** How long (world time) an Upgraded Smart+ copy task reports RUNNING before its result (default 2 seconds). */
  smartPlusCopySeconds?: number;
  /** A file the state is kept in (snapshot + journal, mode 600); every change is on disk before its answer. */
  stateFile?: string;
  appName?: string;
  /** Where unexpected failures (sandbox bugs) are reported; default stderr. */
  onError?: (error: unknown) => void;
}

export interface SandboxState {
  readonly world: World;
  readonly tokens: Record<string, AccessToken>;
  codes: Map<string, AuthCode>;
  limiter: RateLimiter;
  faults: FaultInjector;
  calls: CallLog;
  config: {
    seed: number;
    appSecret: string;
    redirectUris: string[];
    appName: string;
    smartPlusCopyMs: number;
    /** How many of the next Smart+ copy tasks fail whole, making nothing (TikTok's FAILURE), as a test asks. */
    smartPlusFailingCopies: number;
    /** How many of the next make their campaign but fail their last ad group, as TikTok's partial copies do. */
    smartPlusPartialCopies: number;
  };
  now: () => Date;
  /** Names an entry a call changed (`campaigns`, id…), so it is written before the answer. */
  changed: (table: string, key: string) => void;
  reportError: (error: unknown) => void;
}

const newSecretToken = () => randomBytes(20).toString('hex');

/** TikTok asks to wait about five minutes before checking a copy task; the sandbox's take a moment, so demos stay quick. */
const DEFAULT_SMART_PLUS_COPY_SECONDS = 2;

export async function createTikTokSandbox(options: TikTokSandboxOptions) {
  const seed = options.seed ?? 1;
  const systemNow = options.now ?? (() => new Date());
  const onError = options.onError ?? ((error: unknown) => console.error('tiktok sandbox:', error));
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const persisted = options.stateFile ? await loadStateFile(options.stateFile) : undefined;
  let clockOffsetMs = persisted?.clockOffsetMs ?? 0;
  const now = () => new Date(systemNow().getTime() + clockOffsetMs);
  let world = persisted?.world ?? seedWorld(seed, now());
  let tokens = persisted?.tokens ?? record<AccessToken>();
  const store = options.stateFile ? createDurableStore(options.stateFile, () => ({ world, tokens, clockOffsetMs })) : undefined;

  const state: SandboxState = {
    get world() {
      return world;
    },
    get tokens() {
      return tokens;
    },
    codes: new Map(),
    limiter: createRateLimiter(limits, options.limitClock ?? Date.now),
    faults: createFaultInjector(seed),
    calls: createCallLog(),
    config: { seed: persisted?.world.seed ?? seed, appSecret: options.appSecret, redirectUris: options.redirectUris ?? [], appName: options.appName ?? 'AdFleet', smartPlusCopyMs: (options.smartPlusCopySeconds ?? DEFAULT_SMART_PLUS_COPY_SECONDS) * 1000,
      smartPlusFailingCopies: 0,
      smartPlusPartialCopies: 0,
    },
    now,
    changed: (table, key) => store?.touched(table, key),
    reportError: onError,
  };
  // A start folds the journal it replayed into a new snapshot, so the file only ever holds this run's changes.
  store?.replaced();
  await store?.durable();

  const issueToken = (personaId: string, advertiserIds: string[]): AccessToken => {
    const token: AccessToken = { token: newSecretToken(), personaId, advertiserIds, scope: [...GRANTED_SCOPES], issuedAt: now().getTime(), revoked: false };
    tokens[token.token] = token;
    state.changed('tokens', token.token);
    return token;
  };

  return {
    state,
    personas: () => Object.values(world.personas),
    /** A single-use, hour-long code for the advertisers a persona granted on the authorization page. */
    issueAuthCode(personaId: string, advertiserIds: string[], redirectUri: string): string {
      const code = newSecretToken();
      state.codes.set(code, { code, personaId, advertiserIds, redirectUri, expiresAt: now().getTime() + AUTH_CODE_LIFETIME_MS, used: false });
      return code;
    },
    issueToken,
    /** A token without the authorization page, for curl, SDKs and tests: a persona's advertisers, all unless told. */
    mintToken(personaId: string, advertiserIds?: string[]): AccessToken | undefined {
      const persona = world.personas[personaId];
      if (!persona) return undefined;
      const granted = advertiserIds ?? persona.advertiserIds;
      if (granted.some((id) => !persona.advertiserIds.includes(id))) return undefined;
      return issueToken(personaId, granted);
    },
    /** Revokes every token a persona was given: each then answers 40105. */
    revokePersonaTokens(personaId: string): number {
      let count = 0;
      for (const token of Object.values(tokens)) {
        if (token.personaId !== personaId || token.revoked) continue;
        token.revoked = true;
        state.changed('tokens', token.token);
        count++;
      }
      return count;
    },
    /** Back to the seeded world: objects, tokens, codes, limits, faults and the call log all start over. */
    reset(newSeed = state.config.seed) {
      state.config.seed = newSeed;
      clockOffsetMs = 0;
      world = seedWorld(newSeed, now());
      tokens = record();
      state.codes.clear();
      state.limiter.reset(limits);
      state.faults.clear();
      state.calls.clear();
      store?.replaced();
    },
    advanceClock(ms: number) {
      clockOffsetMs += ms;
      store?.scalarsChanged();
    },
    /** Resolves once every change made so far is on disk; answers wait for it, so an acknowledged write survives a crash. */
    durable: async () => store?.durable(),
    async close() {
      await store?.durable();
      await store?.close();
    },
  };
}

export type TikTokSandbox = Awaited<ReturnType<typeof createTikTokSandbox>>;
