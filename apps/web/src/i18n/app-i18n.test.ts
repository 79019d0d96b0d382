import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from './app-i18n';
import { SHELL_NAMESPACES } from './route-namespaces';

function browserLanguages(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = 'i18next=; max-age=0; path=/';
  document.documentElement.lang = '';
});

describe("the app's texts, loaded by language and page", () => {
  it("starts with the shell's and the first page's texts in the reader's language only", async () => {
    browserLanguages('en-US');
    const i18n = await createAppI18n('/dashboard');
    for (const namespace of [...SHELL_NAMESPACES, 'dashboard']) expect(i18n.hasResourceBundle('en', namespace), namespace).toBe(true);
    expect(i18n.hasResourceBundle('en', 'campaigns')).toBe(false);
    expect(i18n.hasResourceBundle('es', 'dashboard')).toBe(false);
    expect(i18n.t('dashboard:title')).toBe('Dashboard');
  });

  it('gives a Spanish reader Spanish texts without downloading the English ones', async () => {
    browserLanguages('es-MX');
    const i18n = await createAppI18n('/settings');
    expect(i18n.language).toBe('es');
    expect(i18n.t('settings:title')).toBe('Configuración');
    expect(i18n.hasResourceBundle('en', 'settings')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it("switches language only once the new language's texts of every page already shown have loaded", async () => {
    browserLanguages('en');
    const i18n = await createAppI18n('/dashboard');
    await i18n.loadNamespaces('campaigns');
    const seenAtSwitch: string[] = [];
    i18n.on('languageChanged', () => seenAtSwitch.push(i18n.t('dashboard:title'), i18n.t('campaigns:title'), i18n.t('layout:nav.dashboard')));
    await i18n.changeLanguage('es');
    expect(seenAtSwitch).toEqual(['Panel', 'Duplicador de Campañas', 'Panel']);
  });

  it('loads a later page’s texts when asked, in the current language', async () => {
    browserLanguages('es');
    const i18n = await createAppI18n('/login');
    expect(i18n.hasResourceBundle('es', 'budget')).toBe(false);
    await i18n.loadNamespaces('budget');
    expect(i18n.hasResourceBundle('es', 'budget')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'budget')).toBe(false);
  });

  it('reads English in a language it does not have', async () => {
    browserLanguages('fr-FR');
    const i18n = await createAppI18n('/login');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('errors:errorScreen.title')).toBe('Oops! Something went wrong');
  });
});
