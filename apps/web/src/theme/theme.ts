export type Theme = 'light' | 'dark';

/** Also read by public/theme-init.js before the app loads; keep both in step. */
export const THEME_STORAGE_KEY = 'adfleet-theme';

/** A stored choice wins; without one the OS preference decides. */
export function resolveTheme(stored: string | null, prefersDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const THEME_CHANGED = 'adfleet-theme-changed';

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  window.dispatchEvent(new Event(THEME_CHANGED));
}

/** For useSyncExternalStore: the theme can change from the header, Settings, or the stored choice after sign-in. */
export function subscribeTheme(listener: () => void): () => void {
  window.addEventListener(THEME_CHANGED, listener);
  return () => window.removeEventListener(THEME_CHANGED, listener);
}
