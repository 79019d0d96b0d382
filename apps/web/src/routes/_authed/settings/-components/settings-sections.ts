/** The anchors of Settings, in page order; other screens link to them (e.g. /settings#sessions). */
export const SETTINGS_SECTIONS = ['profile', 'password', 'preferences', 'currency', 'platforms', 'sessions', 'notifications'] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number];

/** The sections below the first screen: their content loads after the page has drawn. */
export const LATER_SETTINGS_SECTIONS = ['preferences', 'currency', 'platforms', 'sessions', 'notifications'] as const satisfies readonly SettingsSectionId[];
export type LaterSettingsSectionId = (typeof LATER_SETTINGS_SECTIONS)[number];
