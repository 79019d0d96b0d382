import { z } from 'zod';
import { userMessageSchema } from '../messages/index.ts';

/** A platform's card and badge state; a platform counts as connected when one of its ad accounts belongs to it. */
const platformConnectionStateSchema = z.object({
  connected: z.boolean(),
  syncing: z.boolean(),
  /** A connection whose token was rejected or revoked needs reconnecting. */
  error: z.boolean(),
  /** Those connections, by the platform user's name, so the UI can say whose login to renew. */
  reconnect: z.array(z.object({ id: z.string(), name: z.string().nullable() })),
  accountCount: z.number().int(),
  lastSyncedAt: z.date().nullable(),
  /**
   * The working connections and the member who made each (null once their account is gone), so a team knows whose
   * login its figures come through, and when each one's token ends (null: it does not) with the warning due now, if
   * any, a week or a day before. Empty for a client, who is shown their accounts, not the team's logins.
   */
  connectedBy: z.array(
    z.object({
      id: z.string(),
      externalUserName: z.string().nullable(),
      member: z.string().nullable(),
      tokenExpiresAt: z.date().nullable(),
      expiryWarning: z.enum(['week', 'day']).nullable(),
    }),
  ),
});
export type PlatformConnectionState = z.infer<typeof platformConnectionStateSchema>;

export const connectionStatusSchema = z.object({ facebook: platformConnectionStateSchema, tiktok: platformConnectionStateSchema });
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

/** The spec's `GET /api/oauth-status`; REST writes `message` in the request's language. */
export const oauthStatusSchema = z.object({ success: z.boolean(), error: z.boolean(), message: userMessageSchema, isAuthenticated: z.boolean() });
export type OauthStatus = z.infer<typeof oauthStatusSchema>;
