export type Theme = 'light' | 'dark';

/** Also read by public/theme-init.js before the app loads; keep both in step. */
const THEME_STORAGE_KEY = 'adfleet-theme';

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
