// Runs before first paint so a dark-theme visitor never sees a light flash. It is a file, not an inline
// script, because the server's CSP allows scripts from our origin only. Keep in sync with src/theme/theme.ts.
(function () {
  try {
    var stored = localStorage.getItem('adfleet-theme');
    var dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (_) {
    // Storage can be blocked (privacy mode); the app then starts in the light theme.
  }
})();
