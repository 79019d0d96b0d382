import { useEffect } from 'react';
import { ReportingCurrencySelect } from '@/components/currency/reporting-currency-select';
import { NotificationPreferences } from '@/components/notifications/notification-preferences';
import { ActiveSessions } from './active-sessions';
import { ConnectedPlatforms } from './connected-platforms';
import { PreferencesFields } from './preferences-fields';
import type { LaterSettingsSectionId } from './settings-sections';

/**
 * What the sections below Settings' first screen hold; one chunk, loaded once the page has drawn (their cards and titles
 * are drawn at once, so a `#section` link has its target from the start).
 */
export function LaterSectionContent({ section }: { section: LaterSettingsSectionId }) {
  useScrollBackToLinkedSection(section);
  switch (section) {
    case 'preferences':
      return <PreferencesFields />;
    case 'currency':
      return <ReportingCurrencySelect className="w-full sm:w-64" />;
    case 'platforms':
      return <ConnectedPlatforms />;
    case 'sessions':
      return <ActiveSessions />;
    case 'notifications':
      return <NotificationPreferences />;
  }
}

/**
 * A link to /settings#sessions scrolled to the card while the sections above it still held their placeholders; once
 * the real content is drawn the card may sit a little elsewhere, so it is brought back into view once.
 */
function useScrollBackToLinkedSection(section: LaterSettingsSectionId) {
  useEffect(() => {
    if (window.location.hash === `#${section}`) document.getElementById(section)?.scrollIntoView();
  }, [section]);
}
