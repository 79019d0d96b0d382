import { router } from '../../init.ts';
import { settingsChangePassword } from './settings-change-password.ts';
import { settingsDisconnectFacebook } from './settings-disconnect-facebook.ts';
import { settingsDisconnectTikTok } from './settings-disconnect-tiktok.ts';
import { settingsGet } from './settings-get.ts';
import { settingsRevokeOtherSessions } from './settings-revoke-other-sessions.ts';
import { settingsRevokeSession } from './settings-revoke-session.ts';
import { settingsSessions } from './settings-sessions.ts';
import { settingsUpdatePreferences } from './settings-update-preferences.ts';
import { settingsUpdateProfile } from './settings-update-profile.ts';

export const settingsRouter = router({
  get: settingsGet,
  updateProfile: settingsUpdateProfile,
  changePassword: settingsChangePassword,
  updatePreferences: settingsUpdatePreferences,
  sessions: settingsSessions,
  revokeSession: settingsRevokeSession,
  revokeOtherSessions: settingsRevokeOtherSessions,
  disconnectFacebook: settingsDisconnectFacebook,
  disconnectTikTok: settingsDisconnectTikTok,
});
