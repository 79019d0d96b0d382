import type { Db } from '../client.ts';
import { insertUser } from '../repositories/users-repository.ts';

/** What `seedUserData` created, for tests that look the rows up again. */
export interface SeededUser {
  userId: string;
  /** Their personal workspace, which holds the shared rows. */
  workspaceId: string;
  username: string;
  email: string;
  connectionId: string;
  adAccountId: string;
  /** The secrets stored for the user, as they sit in the database: no export may contain any of them. */
  secrets: string[];
}

/**
 * One row of the user's in every table that holds a user's data (the audit log and sign-in counters included), with
 * names that carry `label`, so a test can prove a deletion or an export covers all of them. The connection is stored
 * as already revoked at Meta (a token nothing will call Meta with).
 */
export async function seedUserData(db: Db, label: string): Promise<SeededUser> {
  const username = `seed-${label}`;
  const email = `${username}@example.com`;
  const passwordHash = `$argon2id$v=19$m=19456,t=2,p=1$${label}salt$${label}hash`;
  const ciphertext = `v1:${label}-ciphertext`;
  const sessionId = `${label}-session-hash`.padEnd(64, '0');
  return db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, { username, email, first_name: `First ${label}`, last_name: `Last ${label}`, password_hash: passwordHash, facebook_user_id: `fb-${label}` });
    const userId = user.id;
    const workspaceId = user.current_workspace_id ?? '';
    await trx.insertInto('sessions').values({ id: sessionId, user_id: userId, expires_at: new Date(Date.now() + 86_400_000), ip: '10.9.9.9', user_agent: `agent ${label}` }).execute();
    const connection = await trx
      .insertInto('platform_connections')
      .values({ workspace_id: workspaceId, connected_by: userId, platform_id: 1, external_user_id: `fb-${label}`, external_user_name: `Meta ${label}`, access_token_ciphertext: ciphertext, status: 'revoked' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = await trx
      .insertInto('ad_accounts')
      .values({ workspace_id: workspaceId, connection_id: connection.id, platform_id: 1, ad_account_id: `act_${label}`, name: `Account ${label}`, status: 'ACTIVE', currency: 'USD' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const campaign = await trx
      .insertInto('campaigns')
      .values({ workspace_id: workspaceId, ad_account_id: account.id, platform_id: 1, external_id: `c-${label}`, name: `Campaign ${label}`, status: 'ACTIVE', created_at: new Date(), updated_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const adSet = await trx.insertInto('ad_sets').values({ workspace_id: workspaceId, ad_account_id: account.id, campaign_id: campaign.id, external_id: `as-${label}`, name: `Ad set ${label}`, status: 'ACTIVE' }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('ads').values({ ad_account_id: account.id, ad_set_id: adSet.id, external_id: `ad-${label}`, name: `Ad ${label}` }).execute();
    const metrics = { date: '2026-11-01', spend: 12.5, impressions: 1000, clicks: 10, conversions: 1, conversion_value: 20 };
    await trx.insertInto('account_insights_daily').values({ ad_account_id: account.id, ...metrics }).execute();
    await trx.insertInto('campaign_insights_daily').values({ ad_account_id: account.id, campaign_id: campaign.id, ...metrics }).execute();
    await trx.insertInto('adset_insights_daily').values({ ad_account_id: account.id, ad_set_id: adSet.id, ...metrics }).execute();
    await trx.insertInto('sync_runs').values({ workspace_id: workspaceId, connection_id: connection.id, ad_account_id: account.id, kind: 'ad_account', trigger: 'manual', stats: JSON.stringify({}) }).execute();
    const batch = await trx
      .insertInto('clone_batches')
      .values({ workspace_id: workspaceId, created_by: userId, source_campaign_id: campaign.id, source_campaign_external_id: `c-${label}`, source_campaign_name: `Campaign ${label}`, source_ad_account_id: `act_${label}`, name_template: `{name} ${label}`, request: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const source = await trx
      .insertInto('clone_batch_sources')
      .values({ batch_id: batch.id, position: 0, source_campaign_id: campaign.id, source_campaign_external_id: `c-${label}`, source_campaign_name: `Campaign ${label}`, source_ad_account_id: `act_${label}`, snapshot: JSON.stringify({}), budget_type: 'daily' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const target = await trx
      .insertInto('clone_targets')
      .values({ batch_id: batch.id, source_id: source.id, workspace_id: workspaceId, ad_account_id: account.id, external_ad_account_id: `act_${label}`, account_name: `Account ${label}`, currency: 'USD', campaign_name: `Campaign ${label} copy`, warnings: JSON.stringify([]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('clone_steps').values({ target_id: target.id, kind: 'campaign', source_id: `c-${label}`, name: `Campaign ${label} copy` }).execute();
    await trx.insertInto('budget_thresholds').values({ workspace_id: workspaceId, ad_account_id: account.id, period: 'day', amount_minor: 5000 }).execute();
    const change = await trx.insertInto('budget_changes').values({ workspace_id: workspaceId, created_by: userId, request: JSON.stringify({}) }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('budget_change_items')
      .values({ change_id: change.id, workspace_id: workspaceId, ad_account_id: account.id, external_ad_account_id: `act_${label}`, account_name: `Account ${label}`, currency: 'USD', object_type: 'campaign', object_id: `c-${label}`, object_name: `Campaign ${label}`, budget_type: 'daily', old_minor: 100, new_minor: 200 })
      .execute();
    await trx.insertInto('saved_report_filters').values({ workspace_id: workspaceId, name: `Filter ${label}`, filters: JSON.stringify({}) }).execute();
    await trx
      .insertInto('proposals')
      .values({ workspace_id: workspaceId, kind: 'clone', proposed_by: userId, preview: JSON.stringify({ kind: 'clone', label }), request: JSON.stringify({}), fingerprint: `${label}`.padEnd(64, '0'), ad_account_ids: [account.id], expires_at: new Date(Date.now() + 3_600_000) })
      .execute();
    await trx.insertInto('member_accounts').values({ workspace_id: workspaceId, user_id: userId, ad_account_id: account.id }).execute();
    await trx.insertInto('member_businesses').values({ workspace_id: workspaceId, user_id: userId, business_id: `biz-${label}` }).execute();
    const invitationHash = `${label}-invitation-hash`.padEnd(64, '1');
    await trx
      .insertInto('workspace_invitations')
      .values({ workspace_id: workspaceId, email: `invitee-${label}@example.com`, role: 'analyst', token_hash: invitationHash, invited_by: userId, expires_at: new Date(Date.now() + 3_600_000), accepted_at: null, accepted_by: null, revoked_at: null })
      .execute();
    await trx.insertInto('notifications').values({ user_id: userId, kind: 'sync_failed', params: JSON.stringify({ account: `Account ${label}` }), link: '/accounts' }).execute();
    await trx.insertInto('notification_preferences').values({ user_id: userId, kind: 'sync_failed', enabled: false }).execute();
    await trx
      .insertInto('audit_log')
      .values({ user_id: userId, actor_type: 'user', actor_user_id: userId, action: 'user.registered', metadata: JSON.stringify({ username, method: 'password' }), ip: '10.9.9.9', user_agent: `agent ${label}` })
      .execute();
    await trx
      .insertInto('audit_log')
      .values({ user_id: userId, workspace_id: workspaceId, actor_type: 'system', action: 'connection.revoked', target_type: 'platform_connection', target_id: connection.id, metadata: JSON.stringify({ platform: 'facebook', externalUserId: `fb-${label}`, reason: 'deauthorized' }) })
      .execute();
    const mailedToken = `${label}-mailed-link-token`;
    const tokenHash = `${label}-token-hash`.padEnd(64, '0');
    await trx.insertInto('account_tokens').values({ token_hash: tokenHash, user_id: userId, purpose: 'password_reset', email, expires_at: new Date(Date.now() + 3_600_000) }).execute();
    await trx
      .insertInto('mail_messages')
      .values({ user_id: userId, to_address: email, template: 'password-reset', language: 'en', subject: 'Reset your AdFleet password', text_body: `https://app.example/reset-password#token=${mailedToken}`, html_body: `<a href="https://app.example/reset-password#token=${mailedToken}">reset</a>` })
      .execute();
    await trx.insertInto('auth_attempts').values({ key: `login:user:${userId}`, window_started_at: new Date(), count: 1 }).execute();
    return { userId, workspaceId, username, email, connectionId: connection.id, adAccountId: account.id, secrets: [passwordHash, ciphertext, sessionId, tokenHash, mailedToken, invitationHash] };
  });
}
