import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const TEXTS = {
  en: {
    signIn: 'Sign in',
    register: 'Sign up',
    anchors: { features: 'Features', 'how-it-works': 'How it works', faq: 'FAQ' },
    headings: [
      'All your Meta and TikTok ad accounts, in one panel',
      'What is AdFleet?',
      'What makes it different',
      'Features',
      'Security',
      'How it works',
      'Benefits',
      'Who it is for',
      'Frequently asked questions',
      'Run every client’s ads from one place',
      'Plans',
    ],
    tabs: { Connect: 'Connect your ad accounts', Visualization: 'One dashboard for all of them', Duplication: 'Duplicate into many accounts', Logs: 'A log of every action' },
    faqQuestion: 'Will AdFleet change my campaigns on its own?',
    faqAnswer: 'No campaign is modified without your explicit instruction.',
    monthly: 'Monthly',
    yearly: 'Yearly',
    prices: { monthly: ['$29', '$79'], yearly: ['$290', '$790'] },
    yearlyEquivalent: '$24.17 a month, billed $290 once a year',
    credentialsGuide: 'Facebook credentials guide',
    platformsLabel: 'Platforms',
    platforms: ['Meta Ads · live', 'TikTok Ads · live', 'Google Ads · planned'],
    faqPlatforms: { question: 'Which ad platforms does it support?', answer: 'Meta (Facebook) Ads and TikTok Ads: connect, sync, dashboard, reports and duplication' },
    googlePlanned: 'Google Ads is planned.',
    tiktokAccount: 'TikTok Café Luna',
    active: 'Active',
    comingSoon: /coming soon/i,
  },
  es: {
    signIn: 'Iniciar Sesión',
    register: 'Registrarse',
    anchors: { features: 'Funciones', 'how-it-works': 'Cómo funciona', faq: 'FAQ' },
    headings: [
      'Todas tus cuentas publicitarias de Meta y TikTok, en un solo panel',
      '¿Qué es AdFleet?',
      'Qué lo hace diferente',
      'Funciones',
      'Seguridad',
      'Cómo funciona',
      'Beneficios',
      'Para quién es',
      'Preguntas frecuentes',
      'Gestiona los anuncios de todos tus clientes desde un solo lugar',
      'Planes',
    ],
    tabs: { Conectar: 'Conecta tus cuentas publicitarias', Visualización: 'Un panel para todas', Duplicación: 'Duplica en muchas cuentas', Registros: 'Un registro de cada acción' },
    faqQuestion: '¿AdFleet cambiará mis campañas por su cuenta?',
    faqAnswer: 'Ninguna campaña se modifica sin tu instrucción explícita.',
    monthly: 'Mensual',
    yearly: 'Anual',
    prices: { monthly: ['US$ 29', 'US$ 79'], yearly: ['US$ 290', 'US$ 790'] },
    yearlyEquivalent: 'US$ 24,17 al mes, facturado US$ 290 una vez al año',
    credentialsGuide: 'Guía de credenciales de Facebook',
    platformsLabel: 'Plataformas',
    platforms: ['Meta Ads · activo', 'TikTok Ads · activo', 'Google Ads · planificado'],
    faqPlatforms: { question: '¿Qué plataformas de anuncios admite?', answer: 'Meta (Facebook) Ads y TikTok Ads: conexión, sincronización, panel, informes y duplicación' },
    googlePlanned: 'Google Ads está planificado.',
    tiktokAccount: 'TikTok Café Luna',
    active: 'Activa',
    comingSoon: /próximamente|llegará pronto/i,
  },
} as const;

/**
 * Collects the page's layout-shift score (shifts without recent input), from before the first paint on. Browser code
 * as a string: the journeys are typed without the DOM library.
 */
const LAYOUT_SHIFT_OBSERVER = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function watchLayoutShift(page: Page) {
  await page.addInitScript({ content: LAYOUT_SHIFT_OBSERVER });
}

/** Spaces as the page renders them (Intl puts a no-break space in "US$ 29"). */
function normalized(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

for (const language of ['en', 'es'] as const) {
  const texts = TEXTS[language];

  test.describe(`landing page (${language})`, () => {
    test('shows every section, and each header anchor scrolls to its section', async ({ page }) => {
      await page.goto(`/?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1, name: texts.headings[0] })).toBeVisible();
      for (const heading of texts.headings.slice(1)) {
        await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeAttached();
      }
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: texts.signIn, exact: true })).toHaveAttribute('href', '/login');
      await expect(header.getByRole('link', { name: texts.register, exact: true })).toHaveAttribute('href', '/register');

      const nav = header.getByRole('navigation');
      for (const [id, name] of Object.entries(texts.anchors)) {
        await nav.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(page.locator(`section#${id}`)).toBeInViewport();
      }

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: texts.credentialsGuide })).toHaveAttribute('href', '/facebook-credentials-guide');
      for (const href of ['/privacy-policy', '/terms-of-service', '/data-deletion']) await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
      // The spec's calls to action: the hero's and the closing one both go to sign-in.
      await expect(page.locator('main a[href="/login"]')).toHaveCount(2);
    });

    test('feature tabs show their sample data, by pointer and by keyboard', async ({ page }) => {
      await page.goto(`/?lng=${language}`);
      const tabs = page.getByRole('tablist');
      const names = Object.keys(texts.tabs);
      for (const [tab, title] of Object.entries(texts.tabs)) {
        await tabs.getByRole('tab', { name: tab }).click();
        await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).toHaveCount(1);
        await expect(page.getByRole('tabpanel').getByRole('heading', { name: title })).toBeVisible();
      }
      // From the last tab, the right arrow wraps to the first and moves focus with it.
      await page.keyboard.press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: names[0] })).toBeFocused();
      await expect(page.getByRole('tabpanel').getByText('act_1029384756')).toBeVisible();
    });

    test('names TikTok Ads as live beside Meta, and Google Ads as planned', async ({ page }) => {
      await page.goto(`/?lng=${language}`);
      await expect(page.getByRole('list', { name: texts.platformsLabel }).getByRole('listitem')).toHaveText(texts.platforms);
      // The sample of connected accounts has a TikTok advertiser, active like the Meta accounts beside it.
      const tiktok = page.getByRole('tabpanel').getByRole('row').filter({ hasText: '7301928374650192837' });
      await expect(tiktok).toContainText(texts.tiktokAccount);
      await expect(tiktok).toContainText(texts.active);
      const faq = page.locator('section#faq');
      await faq.getByText(texts.faqPlatforms.question).click();
      const answer = faq.getByText(texts.faqPlatforms.answer);
      await expect(answer).toBeVisible();
      await expect(answer).toContainText(texts.googlePlanned);
      await expect(page.getByText(texts.comingSoon)).toHaveCount(0);
    });

    test('the FAQ has five questions that open and close', async ({ page }) => {
      await page.goto(`/?lng=${language}`);
      const faq = page.locator('section#faq');
      await expect(faq.locator('summary')).toHaveCount(5);
      const answer = faq.getByText(texts.faqAnswer);
      await expect(answer).toBeHidden();
      await faq.getByText(texts.faqQuestion).click();
      await expect(answer).toBeVisible();
      await faq.getByText(texts.faqQuestion).click();
      await expect(answer).toBeHidden();
    });

    test('the plans switch between monthly and yearly prices', async ({ page }) => {
      await page.goto(`/?lng=${language}`);
      const plans = page.locator('section#plans');
      const prices = async () => [normalized(await plans.getByTestId('price-basic').textContent()), normalized(await plans.getByTestId('price-professional').textContent())];
      await expect(plans.getByRole('radio', { name: texts.monthly })).toBeChecked();
      expect(await prices()).toEqual(texts.prices.monthly);

      await plans.locator('label', { hasText: texts.yearly }).click();
      await expect(plans.getByRole('radio', { name: new RegExp(texts.yearly) })).toBeChecked();
      expect(await prices()).toEqual(texts.prices.yearly);
      expect(normalized(await plans.locator('li[aria-labelledby="plan-basic"]').textContent())).toContain(texts.yearlyEquivalent);
      await expect(plans.locator('li[aria-labelledby="plan-enterprise"]').getByRole('link')).toHaveAttribute('href', /^mailto:/);

      await plans.locator('label', { hasText: texts.monthly }).click();
      expect(await prices()).toEqual(texts.prices.monthly);
    });
  });
}

test('a signed-in visitor is offered the dashboard instead of sign-in, and a refused token brings sign-in back', async ({ page, login }) => {
  await login();
  await page.goto('/?lng=en');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Open dashboard' })).toHaveAttribute('href', '/dashboard');
  await page.waitForLoadState('networkidle');
  await expect(header.getByRole('link', { name: 'Open dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  await header.getByRole('link', { name: 'Open dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.addInitScript(() => localStorage.setItem('token', 'not-a-session'));
  await page.goto('/?lng=en');
  await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Open dashboard' })).toHaveCount(0);
});

test('a skip link leads the keyboard, and the language and theme switches change the texts and the theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'Cambiar al tema oscuro' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

for (const width of [360, 1280]) {
  for (const language of ['en', 'es'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`at ${width} px (${language}, ${theme}), nothing scrolls sideways and the layout does not shift`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.addInitScript((chosen) => localStorage.setItem('adfleet-theme', chosen), theme);
        await watchLayoutShift(page);
        await page.goto(`/?lng=${language}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html.dark')).toHaveCount(theme === 'dark' ? 1 : 0);
        // The sandbox notice arrives with the server's answer; it must not move the page when it does.
        await expect(page.getByRole('complementary', { name: 'Sandbox' })).toBeVisible();
        const overflow = await page.evaluate<number>('document.scrollingElement.scrollWidth - window.innerWidth');
        expect(overflow, 'page wider than the window').toBeLessThanOrEqual(0);
        // Nothing clipped either: every control of the header lies inside the window.
        for (const control of await page.getByRole('banner').locator('a, button').all()) {
          const box = await control.boundingBox();
          expect(box, await control.innerText()).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width, await control.innerText()).toBeLessThanOrEqual(width);
        }
        const cls = await page.evaluate<number>('window.__cls');
        expect(cls).toBeLessThanOrEqual(0.1);
      });
    }
  }
}

test('`/` loads at most 120 KB of gzipped JavaScript, none of the signed-in app', async ({ page }) => {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.set(response.url(), await response.body());
  });
  await page.goto('/?lng=en');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const gzipped = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  expect(scripts.size).toBeGreaterThan(0);
  expect(gzipped).toBeLessThanOrEqual(120 * 1024);
  // The app's own entry (router, tRPC, query cache) is not among them.
  expect([...scripts.keys()].some((url) => /\/assets\/main-[\w-]+\.js$/.test(url))).toBe(false);
});
