import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/test/i18n';
import { detectionOptions } from './language-detection';

function browserLanguages(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; max-age=0; path=/';
  document.documentElement.lang = '';
});

describe('language detection', () => {
  it('checks the query string, cookie, session, local storage, browser and <html lang>, in that order', () => {
    expect(detectionOptions.order).toEqual(['querystring', 'cookie', 'sessionStorage', 'localStorage', 'navigator', 'htmlTag']);
  });

  it('lets ?lng= win over a remembered choice', () => {
    localStorage.setItem('i18nextLng', 'en');
    window.history.replaceState(null, '', '/?lng=es');
    expect(createI18n().language).toBe('es');
  });

  it('remembers a choice in localStorage and a cookie', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(document.cookie).toContain('i18next=es');
    expect(createI18n().language).toBe('es');
  });

  it('reduces a regional browser language to the language', () => {
    browserLanguages('es-MX', 'en');
    expect(createI18n().language).toBe('es');
  });

  it('falls back to English for a language it does not have', () => {
    browserLanguages('fr-FR');
    const i18n = createI18n();
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('errors:errorScreen.title')).toBe('Oops! Something went wrong');
  });

  it('keeps <html lang> in step with the language', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('errors:errorScreen.title')).toBe('Oops! Algo salió mal');
  });
});
