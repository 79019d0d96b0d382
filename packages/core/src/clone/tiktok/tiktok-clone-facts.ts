import { type AdAccountRow, type Db, findConnectionById } from '@adfleet/db';
import type { TokenCipher } from '../../crypto/token-cipher.ts';
import { isTikTokApiError } from '../../tiktok/tiktok-error.ts';
import type { TikTokAdvertiserInfo } from '../../tiktok/tiktok-api.ts';
import type { TikTokClient } from '../../tiktok/tiktok-client.ts';

/** What TikTok said about one target advertiser; `unread` when it did not answer. */
export type TikTokTargetFacts = { kind: 'read'; status: string; currency: string; connectionId: string } | { kind: 'tokenRejected' } | { kind: 'unread' };

export interface TikTokFactsDeps {
  db: Db;
  tiktok: TikTokClient;
  cipher: TokenCipher;
}

const STATUS_NAMES: Record<string, string> = { STATUS_ENABLE: 'ACTIVE', STATUS_DISABLE: 'DISABLED' };

/**
 * Every target advertiser's live status and currency: one `advertiser/info` call per connection (the advertisers of
 * one authorization share a token), all connections at once. A rejected token is a finding; anything else that stops
 * the read leaves those advertisers unread rather than guessed.
 */
export async function readTikTokTargetsFacts(deps: TikTokFactsDeps, accounts: readonly AdAccountRow[]): Promise<Map<string, TikTokTargetFacts>> {
  const byConnection = new Map<string, AdAccountRow[]>();
  for (const account of accounts) byConnection.set(account.connection_id, [...(byConnection.get(account.connection_id) ?? []), account]);
  const facts = new Map<string, TikTokTargetFacts>();
  await Promise.all(
    [...byConnection].map(async ([connectionId, group]) => {
      const connection = await findConnectionById(deps.db, connectionId);
      const usable = group.filter((account) => account.has_valid_token);
      for (const account of group) if (!usable.includes(account)) facts.set(account.id, { kind: 'tokenRejected' });
      if (!connection || connection.status !== 'active') {
        for (const account of group) facts.set(account.id, { kind: 'tokenRejected' });
        return;
      }
      if (usable.length === 0) return;
      try {
        const { list: infos } = await deps.tiktok.get<{ list: TikTokAdvertiserInfo[] }>(
          '/advertiser/info/',
          { advertiser_ids: usable.map((account) => account.ad_account_id), fields: ['advertiser_id', 'name', 'currency', 'status'] },
          { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext) },
        );
        for (const account of usable) {
          const info = infos.find((candidate) => String(candidate.advertiser_id) === account.ad_account_id);
          facts.set(account.id, info ? { kind: 'read', status: STATUS_NAMES[info.status] ?? info.status, currency: info.currency, connectionId } : { kind: 'unread' });
        }
      } catch (error) {
        const kind = isTikTokApiError(error) && error.kind === 'auth' ? 'tokenRejected' : 'unread';
        for (const account of usable) facts.set(account.id, { kind });
      }
    }),
  );
  return facts;
}
