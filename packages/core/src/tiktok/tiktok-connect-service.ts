import { type CallerScope, findUserById, upsertAdAccounts, upsertConnection } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { notifyConnected } from '../notifications/notification-triggers.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { SyncDeps } from '../sync/sync-deps.ts';
import { enqueueAdAccountSyncs } from '../sync/sync-runs.ts';
import { scheduleConnectionSync } from '../sync/sync-schedule.ts';
import { toTikTokAdAccountUpsert, tiktokGrantId } from './tiktok-advertiser-mapping.ts';
import { type TikTokAdvertiserInfo, tiktokOauthApi } from './tiktok-api.ts';
import type { TikTokApp } from './tiktok-app.ts';
import { TikTokConnectError } from './tiktok-connect-error.ts';
import { TikTokApiError } from './tiktok-error.ts';
import { connectWorkspaceAtCommit } from '../workspaces/connect-workspace.ts';

export interface TikTokConnectInput {
  /** The `auth_code` TikTok's authorization page sent back (single use, valid an hour). */
  authCode: string;
  /** The person connecting and the workspace they chose when the connect began. */
  scope: Pick<CallerScope, 'userId' | 'workspaceId'>;
  request: RequestMeta;
}

export interface TikTokConnectResult {
  connectionId: string;
  adAccountCount: number;
  /** Runs of the first syncs it queued, one per advertiser. */
  runIds: string[];
}

/** TikTok's codes for a code that is unknown, used or expired (40110) and an app pair it refuses (40101). */
const REFUSED_CODE = 40110;
const REFUSED_APP = 40101;
/** Over the app's QPS/QPM limit: worth trying again in a minute, unlike the others. */
const THROTTLED = 40100;

function asConnectError(error: unknown, step: 'code_exchange' | 'advertiser_read'): TikTokConnectError {
  if (error instanceof TikTokApiError && step === 'code_exchange' && error.code === REFUSED_CODE) return new TikTokConnectError('invalid_grant', 'code_refused', { cause: error });
  if (error instanceof TikTokApiError && error.code === THROTTLED) return new TikTokConnectError('temporarily_unavailable', 'throttled', { cause: error });
  if (error instanceof TikTokApiError && error.code === REFUSED_APP) return new TikTokConnectError('server_error', 'app_refused', { cause: error });
  return new TikTokConnectError('server_error', step === 'code_exchange' ? 'code_exchange_failed' : 'advertiser_read_failed', { cause: error });
}

/**
 * Connects the TikTok advertisers a member grants to the workspace they chose: trades the authorization code for the
 * advertiser token, reads the advertisers it was granted with their currency, time zone and status, and stores the
 * token encrypted, the advertisers as ad accounts (platform TikTok), each advertiser's first sync, the connection's
 * schedule and the audit row in one transaction, as Meta's connect does, so a failure leaves nothing.
 */
export async function connectTikTok(deps: Pick<SyncDeps, 'db' | 'cipher' | 'now' | 'tiktok' | 'jobs' | 'syncIntervalMinutes'>, app: TikTokApp, input: TikTokConnectInput): Promise<TikTokConnectResult> {
  const api = tiktokOauthApi(deps.tiktok, app);
  let accessToken: string;
  try {
    accessToken = (await api.exchangeAuthCode(input.authCode)).access_token;
  } catch (error) {
    throw asConnectError(error, 'code_exchange');
  }
  let advertisers: TikTokAdvertiserInfo[];
  try {
    advertisers = await api.advertiserInfo(accessToken, await api.advertiserIds(accessToken));
  } catch (error) {
    throw asConnectError(error, 'advertiser_read');
  }
  if (advertisers.length === 0) throw new TikTokConnectError('access_denied', 'no_advertisers');
  const now = deps.now();

  return deps.db.transaction().execute(async (trx) => {
    const { userId } = input.scope;
    if (!(await findUserById(trx, userId))) throw new TikTokConnectError('access_denied', 'session_expired');
    // Left (or removed from) the workspace while on TikTok's page, or demoted below administering it (ADR 0056):
    // nothing is stored there in their name.
    const verdict = await connectWorkspaceAtCommit(trx, userId, { workspaceId: input.scope.workspaceId });
    if ('refused' in verdict) throw new TikTokConnectError('access_denied', verdict.refused.reason);
    const { workspaceId } = verdict;
    const connection = await upsertConnection(trx, {
      workspaceId,
      connectedBy: userId,
      platformId: TIKTOK_PLATFORM_ID,
      externalUserId: tiktokGrantId(advertisers.map((advertiser) => String(advertiser.advertiser_id))),
      externalUserName: null,
      accessTokenCiphertext: deps.cipher.encrypt(accessToken),
      // TikTok's advertiser tokens last until revoked.
      tokenExpiresAt: null,
      scopes: [],
    });
    const owner = { workspaceId, connectionId: connection.id, platformId: TIKTOK_PLATFORM_ID };
    const accounts = await upsertAdAccounts(trx, advertisers.map((advertiser) => toTikTokAdAccountUpsert(advertiser, owner)));
    const runIds = await enqueueAdAccountSyncs(deps, trx, accounts, 'connect');
    await scheduleConnectionSync(deps, trx, connection.id);
    await recordAudit(trx, {
      userId,
      workspaceId,
      actor: { type: 'user', userId },
      request: input.request,
      event: {
        action: 'connection.connected',
        metadata: { platform: 'tiktok', externalUserId: connection.external_user_id, externalUserName: null, adAccountCount: accounts.length, via: 'oauth' },
      },
      target: { type: 'platform_connection', id: connection.id },
    });
    await notifyConnected(trx, { workspaceId, startedBy: userId }, connection.id, { platform: 'tiktok', name: accounts[0]?.name ?? 'TikTok', adAccountCount: accounts.length }, now);
    return { connectionId: connection.id, adAccountCount: accounts.length, runIds };
  });
}
