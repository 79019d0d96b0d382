import { expect, test } from './support/test.ts';

/** What the legal pages promise, phrase by phrase, in each language: each is a promise the app keeps. */
const PROMISES = {
  en: {
    privacy: [
      'No campaign is modified without your explicit instruction',
      'stored encrypted with AES-256-GCM',
      'An audit log of the actions taken on your account',
      'password reset links, verification of your address and notices',
      'download everything AdFleet holds about you as one file',
      'within 30 days at the latest',
      'each advertiser’s name, currency, time zone and status, and its campaigns, ad groups, ads and daily figures',
      'creates the copies there, always disabled',
      'Your TikTok token is stored encrypted with AES-256-GCM, like Meta’s.',
      'Disconnecting TikTok in Settings deletes that token and the advertisers',
      'remove AdFleet from the authorized apps of your TikTok For Business account',
    ],
    terms: [
      'AdFleet modifies no campaign without your explicit instruction.',
      'your data is deleted within 30 days',
      'TikTok’s Marketing API (TikTok API for Business)',
    ],
  },
  es: {
    privacy: [
      'Ninguna campaña se modifica sin tu instrucción explícita',
      'guardados cifrados con AES-256-GCM',
      'Un registro de auditoría de las acciones realizadas en tu cuenta',
      'enlaces para restablecer la contraseña, la verificación de tu dirección y avisos',
      'todo lo que AdFleet guarda sobre ti',
      'en un plazo máximo de 30 días',
      'el nombre, la moneda, la zona horaria y el estado de cada uno, y sus campañas, grupos de anuncios, anuncios y cifras diarias',
      'crea allí las copias, siempre desactivadas',
      'Tu token de TikTok se guarda cifrado con AES-256-GCM, igual que el de Meta.',
      'Al desconectar TikTok en Configuración, AdFleet borra ese token y los anunciantes',
      'quita AdFleet de las aplicaciones autorizadas de tu cuenta de TikTok For Business',
    ],
    terms: [
      'AdFleet no modifica ninguna campaña sin tu instrucción explícita.',
      'tus datos se eliminan en un plazo de 30 días',
      'API de Marketing de TikTok (TikTok API for Business)',
    ],
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test(`the legal pages say what AdFleet does with data (${language})`, async ({ page }) => {
    const promises = PROMISES[language];
    for (const [path, phrases] of [
      ['/privacy-policy', promises.privacy],
      ['/terms-of-service', promises.terms],
    ] as const) {
      await page.goto(`${path}?lng=${language}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      for (const phrase of phrases) await expect(main, `${path}: ${phrase}`).toContainText(phrase);
    }
  });
}
