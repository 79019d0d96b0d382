import type { TFunction } from 'i18next';

/** "Chrome on Linux", in the reader's language; a part the user agent did not name is said to be unknown. */
export function sessionDeviceLabel(session: { browser: string | null; os: string | null }, t: TFunction<'settings'>): string {
  return t('sessions.device', { browser: session.browser ?? t('sessions.unknownBrowser'), os: session.os ?? t('sessions.unknownOs') });
}
