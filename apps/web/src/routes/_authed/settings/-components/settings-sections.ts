/** The anchors of Settings, in page order; other screens link to them (e.g. /settings#sessions). */
export const SETTINGS_SECTIONS = ['profile', 'password', 'preferences', 'currency', 'platforms', 'sessions', 'notifications'] as const;

